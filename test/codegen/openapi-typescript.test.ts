// The committed openapi.json through openapi-typescript (the generator many
// clients use): a row type has every key required (values nullable), and the
// enums of the catalog (one value-set domain each) become string unions.
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
    expect(schemaBlock('fund_nav')).toMatch(/^ {6}entity_type: "fi" \| "fidc" \| "fii" \| "fip" \| "fiagro" \| null;$/m);
  });

  it('types the other value sets of the contract as unions too (fee_resolution, reason_code, board, driver, kind, file_status)', () => {
    expect(schemaBlock('portfolio_fees')).toMatch(/^ {6}fee_resolution: "extrato" \| "extrato_lamina_beside" \| "extrato_to_check" \| "lamina_newer" \| "lamina" \| "cad_fi" \| null;$/m);
    expect(schemaBlock('portfolio_fee_peers')).toMatch(/^ {6}reason_code: "sem_extrato_comparavel" \| "taxa_data_futura" \| "taxa_defasada_comparacao" \| "taxa_nao_utilizavel" \| "pares_insuficientes" \| null;$/m);
    expect(schemaBlock('quote_history')).toMatch(/^ {6}board: "cash" \| "odd_lot" \| null;$/m);
    expect(schemaBlock('screen_delinquency_drivers')).toMatch(/^ {6}driver: "consistent_worsening" \| "value_up_rate_masked" \| "denominator_only" \| "improvement" \| "stable" \| null;$/m);
    expect(schemaBlock('fidc_aging')).toMatch(/^ {6}kind: "to_maturity" \| "overdue" \| "overdue_total" \| null;$/m);
    expect(schemaBlock('trade_consolidated_history')).toMatch(/^ {6}file_status: "Final" \| "Parcial" \| null;$/m);
  });
});
