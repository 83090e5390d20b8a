// The committed openapi.json through openapi-typescript (the generator many
// clients use): a row type has every key required (values nullable), and the
// enums of catalog.json become string unions.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';

let types: string;
beforeAll(async () => {
  types = await openapiTS(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')));
});

/** The body of `name: { ... }` inside `components.schemas`, as openapi-typescript prints it. */
function schemaBlock(name: string): string {
  const schemas = types.slice(types.indexOf('  schemas: {'));
  const start = schemas.indexOf(`\n    ${name}: {\n`);
  expect(start, `schema ${name} in the generated types`).toBeGreaterThan(-1);
  return schemas.slice(start, schemas.indexOf('\n    };\n', start));
}

describe('openapi-typescript on openapi.json', () => {
  it('types a ptax row with all six keys required, each nullable', () => {
    const keys = [...schemaBlock('ptax').matchAll(/^ {6}(\w+)(\??): (.+);$/gm)].map(([, key, optional, type]) => ({ key, optional, type }));
    expect(keys).toEqual([
      { key: 'currency', optional: '', type: 'string | null' },
      { key: 'unit', optional: '', type: 'string | null' },
      { key: 'reference_date', optional: '', type: 'string | null' },
      { key: 'buy_rate', optional: '', type: 'number | null' },
      { key: 'sell_rate', optional: '', type: 'number | null' },
      { key: 'source', optional: '', type: 'string | null' },
    ]);
  });

  it('types flow_basis and entity_type as unions of their values', () => {
    expect(schemaBlock('investor_flow')).toMatch(/^ {6}flow_basis: "delta" \| "month_open" \| "unknown_opening_snapshot" \| "missing_previous_snapshot" \| null;$/m);
    expect(schemaBlock('fund_nav')).toMatch(/^ {6}entity_type: "fi" \| "fidc" \| "fii" \| null;$/m);
  });
});
