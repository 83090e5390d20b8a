// The README's endpoint table ("What is served") is generated between two marker
// lines from what each endpoint states about itself: its method and path, its
// tag (`@tag` in its COMMENT, through api.catalog()) and its summary (the
// COMMENT's first line). Grouped by tag in the spec's order, then by name.
import type { RouteTable } from '../gateway/route-types.js';
import { FUNCTIONAL_GROUPS, type CatalogFacts } from './catalog-endpoints.js';

export const README_PATH = 'README.md';
export const BEGIN_MARKER = '<!-- codegen:endpoints (generated from each endpoint\'s COMMENT by npm run codegen; edit the SQL, not this table) -->';
export const END_MARKER = '<!-- /codegen:endpoints -->';

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ').trim();
}

export function renderEndpointTable(routes: RouteTable, catalog: CatalogFacts): string {
  const summaries = new Map<string, string>();
  for (const v of Object.values(routes.views)) summaries.set(v.name, v.description?.split('\n')[0] ?? '');
  for (const f of Object.values(routes.functions).flat()) summaries.set(f.name, f.description?.split('\n')[0] ?? '');
  const order = (tag: string) => {
    const i = (FUNCTIONAL_GROUPS as readonly string[]).indexOf(tag);
    return i < 0 ? FUNCTIONAL_GROUPS.length : i;
  };
  const rows = Object.entries(catalog.endpoints)
    .sort(([a, x], [b, y]) => order(x.tag) - order(y.tag) || a.localeCompare(b))
    .map(([name, e]) => `| \`${e.method} ${e.path}\` | ${cell(e.tag)} | ${cell(summaries.get(name) ?? '')} |`);
  return ['| endpoint | tag | what |', '|---|---|---|', ...rows].join('\n');
}

/** The README with the text between the markers replaced; refuses a README without both markers. */
export function withEndpointTable(readme: string, table: string): string {
  const begin = readme.indexOf(BEGIN_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`${README_PATH}: the endpoint table's markers are missing (${BEGIN_MARKER} ... ${END_MARKER})`);
  return `${readme.slice(0, begin + BEGIN_MARKER.length)}\n${table}\n${readme.slice(end)}`;
}
