// Every resource table of the spec (the markdown tables under "Resources and
// their fields" that list an object's columns) against openapi.json's row schema
// of that object, column by column: same names, same order-free set, and a JSON
// type the spec's word allows. Clients typed from the spec must find every column
// it lists. test/fixtures/spec/api-spec.md is a byte-for-byte copy of the
// project's spec (../shared/spec/api-spec.md); refresh it when the spec changes.
// openapi.json is the committed document, which codegen --check keeps equal to
// what the live catalog serves.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';

type SpecColumn = { name: string; type: string };
type Property = { type?: string | string[]; format?: string; items?: { type?: string } };

const SPEC = fs.readFileSync(path.join(REPO_ROOT, 'test/fixtures/spec/api-spec.md'), 'utf8');
const OPENAPI = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, Property> }> };
};

// Mismatches this product knows of and cannot fix beside the spec: object -> column -> why.
// Empty: every object of the spec that openapi.json serves matches it column by column.
const KNOWN_MISMATCHES: Record<string, Record<string, string>> = {};

/** The spec's resource tables: `### <object> (view)` or `### <object> row ...`, then a markdown table. */
function specResources(text: string): Map<string, SpecColumn[]> {
  const section = text.slice(text.indexOf('## Resources and their fields'), text.indexOf('## States and transitions'));
  const resources = new Map<string, SpecColumn[]>();
  for (const block of section.split(/^### /m).slice(1)) {
    const object = /^([a-z_]+)\b/.exec(block)![1];
    const rows = block.split('\n').filter((l) => l.startsWith('|')).slice(2); // header and |---| lines
    const columns: SpecColumn[] = [];
    const grouped = /^\| Group \| Columns \(type\) \|/m.test(block);
    for (const row of rows) {
      const cells = row.split('|').slice(1, -1).map((c) => c.trim());
      if (grouped) {
        // "a, b (string); c (number)" or "a (string), b (date)": a name takes the next type in brackets
        let pending: string[] = [];
        for (const item of cells[1].split(/[,;]/)) {
          const m = /^([a-z_0-9]+)\s*(?:\(([^)]+)\))?$/.exec(item.trim());
          if (!m) throw new Error(`spec ${object}: cannot read "${item}"`);
          pending.push(m[1]);
          if (m[2]) {
            for (const name of pending) columns.push({ name, type: m[2].trim() });
            pending = [];
          }
        }
        if (pending.length) throw new Error(`spec ${object}: no type for ${pending.join(', ')}`);
      } else {
        for (const name of cells[0].split(',')) columns.push({ name: name.trim(), type: cells[1] });
      }
    }
    resources.set(object, columns);
  }
  return resources;
}

/** Does the OpenAPI property carry the JSON type the spec's word names? Every column may be NULL. */
function typeMatches(specType: string, p: Property): boolean {
  const types = new Set(Array.isArray(p.type) ? p.type : p.type === undefined ? [] : [p.type]);
  types.delete('null');
  const only = (t: string) => types.size === 1 && types.has(t);
  switch (specType) {
    case 'string': return only('string') && p.format === undefined;
    case 'number': return only('number') || only('integer');
    case 'boolean': return only('boolean');
    case 'date': return only('string') && p.format === 'date';
    case 'timestamp (UTC)': return only('string') && p.format === 'date-time';
    case 'object': return types.size === 0 || only('object'); // jsonb: any JSON value, as PostgREST describes it
    case 'array of string': return only('array') && p.items?.type === 'string';
    default: throw new Error(`the spec names a type this test does not know: ${specType}`);
  }
}

const resources = specResources(SPEC);
const schemas = OPENAPI.components.schemas;

describe('the spec\'s resource tables against openapi.json', () => {
  it('reads every resource table of the spec', () => {
    expect([...resources.keys()]).toEqual([
      'investor_flow', 'short_interest_by_sector', 'portfolio_fees', 'portfolio_fee_peers', 'screen_delinquency_drivers', 'screen_late_filers',
      'trade_consolidated_history', 'option_exercises', 'portfolio_instruments', 'future_series', 'inflation_items', 'fidc_aging', 'ptax',
      'fidc_sacados', 'metric_coverage',
    ]);
    expect(resources.get('portfolio_fees')).toHaveLength(66);
  });

  for (const [object, columns] of resources) {
    it.skipIf(!(object in schemas))(`${object}: every column of the spec, with its type, and no other`, () => {
      const properties = schemas[object].properties ?? {};
      const known = KNOWN_MISMATCHES[object] ?? {};
      const problems: string[] = [];
      for (const { name, type } of columns) {
        if (name in known) continue;
        const p = properties[name];
        if (!p) problems.push(`${name}: in the spec (${type}), missing from openapi.json`);
        else if (!typeMatches(type, p)) problems.push(`${name}: the spec says ${type}, openapi.json ${JSON.stringify({ type: p.type, format: p.format })}`);
      }
      const listed = new Set(columns.map((c) => c.name));
      for (const name of Object.keys(properties)) if (!listed.has(name) && !(name in known)) problems.push(`${name}: in openapi.json, not in the spec`);
      expect(problems).toEqual([]);
    });
  }

  it('every object of the spec is served (a missing one is reported, not silently skipped)', () => {
    expect([...resources.keys()].filter((o) => !(o in schemas))).toEqual([]);
  });
});
