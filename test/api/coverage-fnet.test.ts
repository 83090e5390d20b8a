// coverage() for the FNET register: the b3-fnet source row from the ingest log,
// and one row per fund family of the monthly structured reports with the
// reference months held and the month complete by its 15-day deadline.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFnetFile } from '../../src/ingest/b3-fnet/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { B3_FIXTURES } from '../helpers/price-report.js';
import { tempDir } from '../ingest/support.js';

let db: TestDatabase;
let api: RunningApi;
const monthly = (id: number, month: string, delivered: string, versao = 1) => ({ id, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado', dataReferencia: month, formatoDataReferencia: '2', dataEntrega: delivered, versao, cnpjFundo: null });
const page = (data: unknown[]) => JSON.stringify({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data });

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  // the hand-made FIDC page: one version 1 report (01/2025) and one version 2 (12/2024), delivered 2025-02-14
  await loadFnetFile(path.join(B3_FIXTURES, 'fnet_2025-02-14_tipo2_cnpj11222333000144_s0.json'), options);
  // FII (synthetic): 2025-08 and 2025-09 reports, the newest delivery 2025-10-16, one day after 2025-09's deadline
  const fii = path.join(dir, 'fnet_2025-09-12_tipo1_cnpj55666777000188_s0.json');
  fs.writeFileSync(fii, page([monthly(1, '08/2025', '12/09/2025 10:00'), monthly(2, '09/2025', '16/10/2025 10:00')]));
  await loadFnetFile(fii, { ...options, synthetic: true });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('coverage for the FNET register', () => {
  it('has the b3-fnet source row and a row per family of monthly structured reports', async () => {
    const rows = (await (await api.rpc('coverage', {})).json()) as Record<string, unknown>[];
    expect(rows.find((r) => r.dataset === 'b3-fnet')).toMatchObject({ source: 'publisher+synthetic_sample', rows: 8 + 4 });
    expect(rows.find((r) => r.dataset === 'b3-fnet/monthly_reports_fidc')).toMatchObject({
      source: 'publisher', first_period: '2024-12-01', newest_period: '2025-01-01', complete_through: '2024-12-01', rows: 2,
      notes: '2 monthly structured report(s), 1 of them re-filings (version 2 or later), of 1 fund(s); newest delivery 2025-02-14 19:02; complete through the newest reference month whose 15-day deadline passed before it',
    });
    expect(rows.find((r) => r.dataset === 'b3-fnet/monthly_reports_fii')).toMatchObject({ source: 'synthetic_sample', first_period: '2025-08-01', newest_period: '2025-09-01', complete_through: '2025-09-01', rows: 2 });
  });
});
