// The same call as copyable code: curl, postgrest-js and Python requests.
import type { Call } from './api.js';

export interface Snippet {
  label: string;
  code: string;
}

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

function queryPairs(query: string | undefined): [string, string][] {
  return [...new URLSearchParams(query ?? '').entries()];
}

function curl(base: string, call: Call, key: string): string {
  const url = `${base}${call.path}${call.query ? `?${call.query}` : ''}`;
  if (call.method === 'GET') return `curl -s ${shellQuote(url)} -H ${shellQuote(`apikey: ${key}`)}`;
  return `curl -s -X POST ${shellQuote(url)} \\\n  -H ${shellQuote(`apikey: ${key}`)} -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(call.body ?? {}))}`;
}

/** A view's query string as postgrest-js builder calls. */
function builderCalls(query: string | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of queryPairs(query)) {
    if (name === 'select') continue;
    if (name === 'order') {
      for (const term of value.split(',')) {
        const [column, ...mods] = term.split('.');
        const options = [mods.includes('desc') ? 'ascending: false' : 'ascending: true', ...(mods.includes('nullslast') ? ['nullsFirst: false'] : []), ...(mods.includes('nullsfirst') ? ['nullsFirst: true'] : [])];
        parts.push(`.order(${JSON.stringify(column)}, { ${options.join(', ')} })`);
      }
    } else if (name === 'limit') parts.push(`.limit(${Number(value)})`);
    else if (name === 'offset') parts.push(`.range(${Number(value)}, ${Number(value) + 999})`);
    else {
      const dot = value.indexOf('.');
      const operator = value.slice(0, dot);
      const operand = value.slice(dot + 1);
      parts.push(`.filter(${JSON.stringify(name)}, ${JSON.stringify(operator)}, ${JSON.stringify(operand)})`);
    }
  }
  return parts.map((p) => `\n  ${p}`).join('');
}

function postgrestJs(base: string, call: Call, key: string): string {
  const head = `import { PostgrestClient } from '@supabase/postgrest-js';\nconst api = new PostgrestClient(${JSON.stringify(base)}, { headers: { apikey: ${JSON.stringify(key)} }, schema: 'api' });\n`;
  if (call.method === 'POST') {
    const name = call.path.replace(/^\/rpc\//, '');
    return `${head}const { data, error } = await api.rpc(${JSON.stringify(name)}, ${JSON.stringify(call.body ?? {})});`;
  }
  const select = new URLSearchParams(call.query ?? '').get('select') ?? '*';
  return `${head}const { data, error } = await api.from(${JSON.stringify(call.path.slice(1))}).select(${JSON.stringify(select)})${builderCalls(call.query)};`;
}

function python(base: string, call: Call, key: string): string {
  const head = `import requests\n\nheaders = {"apikey": ${JSON.stringify(key)}}\n`;
  if (call.method === 'POST') {
    return `${head}r = requests.post(${JSON.stringify(`${base}${call.path}`)}, headers=headers, json=${pythonLiteral(call.body ?? {})})\nrows = r.json()  # a refusal: {"code", "details", "hint", "message"}`;
  }
  const params = `{${queryPairs(call.query).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;
  return `${head}r = requests.get(${JSON.stringify(`${base}${call.path}`)}, headers=headers, params=${params})\nrows = r.json()`;
}

/** JSON written as a Python literal (None, True, False). */
function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`).join(', ')}}`;
  return JSON.stringify(value);
}

export function snippets(base: string, call: Call, key: string): Snippet[] {
  return [
    { label: 'curl', code: curl(base, call, key) },
    { label: 'postgrest-js', code: postgrestJs(base, call, key) },
    { label: 'Python requests', code: python(base, call, key) },
  ];
}
