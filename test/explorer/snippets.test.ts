// The call as code (curl, postgrest-js, Python), the answer as CSV, the next page's cursor.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/explorer/app/csv.js';
import { nextCursor } from '../../src/explorer/app/cursor.js';
import { snippets } from '../../src/explorer/app/snippets.js';

const BASE = 'http://localhost:3000/rest/v1';

describe('snippets', () => {
  it('writes a function call for curl, postgrest-js and Python requests', () => {
    const [curl, js, py] = snippets(BASE, { method: 'POST', path: '/rpc/ptax', body: { p_currency: 'USD', p_after: '', p_x: null } }, 'pk_1');
    expect(curl.code).toBe(`curl -s -X POST 'http://localhost:3000/rest/v1/rpc/ptax' \\\n  -H 'apikey: pk_1' -H 'Content-Type: application/json' \\\n  -d '{"p_currency":"USD","p_after":"","p_x":null}'`);
    expect(js.code).toContain(`new PostgrestClient("http://localhost:3000/rest/v1", { headers: { apikey: "pk_1" }, schema: 'api' })`);
    expect(js.code).toContain(`await api.rpc("ptax", {"p_currency":"USD","p_after":"","p_x":null});`);
    expect(py.code).toContain(`requests.post("http://localhost:3000/rest/v1/rpc/ptax", headers=headers, json={"p_currency": "USD", "p_after": "", "p_x": None})`);
  });

  it("writes a view's query string as builder calls and params", () => {
    const call = { method: 'GET' as const, path: '/investor_flow', query: 'investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5' };
    const [curl, js, py] = snippets(BASE, call, 'pk_1');
    expect(curl.code).toBe(`curl -s 'http://localhost:3000/rest/v1/investor_flow?investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5' -H 'apikey: pk_1'`);
    expect(js.code).toContain(`api.from("investor_flow").select("*")\n  .filter("investor_type", "eq", "Investidor Estrangeiro")\n  .order("reference_date", { ascending: false })\n  .limit(5);`);
    expect(py.code).toContain(`params={"investor_type": "eq.Investidor Estrangeiro", "order": "reference_date.desc", "limit": "5"}`);
  });

  it("quotes a single quote in a shell argument", () => {
    const [curl] = snippets(BASE, { method: 'POST', path: '/rpc/search_funds', body: { p_query: "d'ouro" } }, 'pk_1');
    expect(curl.code).toContain(`-d '{"p_query":"d'\\''ouro"}'`);
  });
});

describe('toCsv', () => {
  it('writes the header and rows, NULL as an empty field, quoting what needs it', () => {
    expect(toCsv(['a', 'b', 'c'], [{ a: 1, b: null, c: 'x,"y"' }, { a: 2.5, b: 'z', c: { k: 1 } }])).toBe('a,b,c\r\n1,,"x,""y"""\r\n2.5,z,"{""k"":1}"\r\n');
  });
});

describe('nextCursor', () => {
  it("joins the last row's key columns with |", () => {
    expect(nextCursor(['trade_date', 'board'], [{ trade_date: '2026-01-02', board: 'cash' }, { trade_date: '2026-01-05', board: 'odd_lot' }])).toBe('2026-01-05|odd_lot');
    expect(nextCursor(['period'], [])).toBeUndefined();
  });
});
