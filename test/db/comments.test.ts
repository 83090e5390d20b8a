// COMMENT ON is the API documentation: every object a caller can reach, every
// result column and every argument must say what it is. Later endpoints inherit
// this check; an undocumented one fails here, not in review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseComment } from '../../src/codegen/comments.js';
import { introspect } from '../../src/codegen/introspect.js';
import type { RouteTable } from '../../src/gateway/route-types.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
let routes: RouteTable;
beforeAll(async () => {
  db = await createTestDatabase();
  routes = await withClient(db.superuserUrl, (c) => introspect(c));
});
afterAll(() => db.drop());

function undocumentedFunctions(table: RouteTable): string[] {
  const missing: string[] = [];
  for (const fn of Object.values(table.functions).flat()) {
    if (!fn.description?.trim()) missing.push(`${fn.signature}: no comment`);
    // the same parser the OpenAPI text comes from
    const { argDescriptions } = parseComment(fn.description, fn.args.map((a) => a.name));
    for (const arg of fn.args) if (!argDescriptions[arg.name]) missing.push(`${fn.signature}: no '${arg.name}: ...' line`);
    for (const column of fn.returns.columns) {
      if (!column.description?.trim()) missing.push(`${fn.name}.${column.name}: no column comment`);
    }
  }
  return missing;
}

describe('documentation of the api surface', () => {
  it('has a schema comment (the OpenAPI title and description)', async () => {
    const { rows } = await withClient(db.superuserUrl, (c) => c.query(`select obj_description('api'::regnamespace, 'pg_namespace') as comment`));
    expect(rows[0].comment).toMatch(/\S/);
  });

  it('documents every function, each of its arguments and every result column', () => {
    expect(undocumentedFunctions(routes)).toEqual([]);
  });


  it('documents every view and each of its columns', () => {
    const missing: string[] = [];
    for (const view of Object.values(routes.views)) {
      if (!view.description?.trim()) missing.push(`${view.name}: no comment`);
      for (const column of view.columns) if (!column.description?.trim()) missing.push(`${view.name}.${column.name}: no column comment`);
    }
    expect(missing).toEqual([]);
  });

  it('fails for an undocumented function (the check itself can fail)', async () => {
    await withClient(db.superuserUrl, async (c) => {
      await c.query('begin');
      await c.query(`create function api.undocumented(p_x int) returns int language sql as 'select p_x'`);
      await c.query('grant execute on function api.undocumented(int) to anon');
      const withExtra = await introspect(c);
      await c.query('rollback');
      expect(undocumentedFunctions(withExtra)).toEqual(['undocumented(p_x integer): no comment', "undocumented(p_x integer): no 'p_x: ...' line"]);
    });
  });
});
