// @legs direct postgrest docker
// api.fii_property_history through HTTP, one case per rule, on the hand-made FII
// quarterly archive (test/fixtures/cvm/fii_trimestral_2025, CVM's exact layout)
// loaded through the real loader, plus 1001 golden rows for the row cap.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadFiiQuarterlyFile } from '../../src/ingest/cvm-fii-trimestral/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';
import { CVM_FIXTURES, zipFixture } from '../ingest/cvm-files/support.js';

const A = '12005956000165';
const B = '11839593000109';
const BIG = '33100000000112';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

/** The fixture's published property lines for fund A, decoded, by md5: what row_hash must be. */
const published = iconv
  .decode(fs.readFileSync(path.join(CVM_FIXTURES, 'fii_trimestral_2025', 'inf_trimestral_fii_imovel_2025.csv')), 'latin1')
  .split('\r\n')
  .slice(1)
  .filter((l) => l !== '');
const md5 = (line: string) => createHash('md5').update(line, 'utf8').digest('hex');

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const file = await zipFixture('fii_trimestral_2025', 'inf_trimestral_fii_2025.zip', (name) => name.endsWith('.csv'));
  const loaded = await loadFiiQuarterlyFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
  expect(loaded.status).toBe('loaded');
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fii-trimestral', file_name: 'golden', sha256: 'b'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    // 1001 property rows in one quarter: one more than a response holds
    await k
      .insertInto('cvm.fii_quarterly_imovel')
      .values(Array.from({ length: 1001 }, (_, i) => ({ cnpj: BIG, reference_date: '2025-03-31', version: 1, row_hash: md5(`golden ${i}`), nome_imovel: `Loja ${i}`, ingest_id: id })))
      .execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, string | number | null>;
async function call(body: unknown): Promise<Row[]> {
  const res = await api.rpc('fii_property_history', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
async function refused(body: unknown) {
  const res = await api.rpc('fii_property_history', body);
  expect(res.status).toBe(400);
  const error = await res.json();
  expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(error.code).toBe('22023');
  return error as { message: string; details: string; hint: string };
}
const num = (v: string | number | null) => (v === null ? null : Number(v));

describe('fii_property_history', () => {
  it('serves every property row of the window as filed, oldest quarter first, then version, then name', async () => {
    const rows = await call({ p_cnpj: '12.005.956/0001-65', p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(rows.map((r) => [r.cnpj, r.reference_date, r.version, r.nome_imovel, num(r.area), num(r.percentual_vacancia), num(r.percentual_locado)])).toEqual([
      [A, '2025-03-31', 1, 'Galpão Cajamar', 101500.25, 0.035, 0.965],
      [A, '2025-03-31', 1, 'Galpão Extrema', 64000, 0, 1],
      [A, '2025-06-30', 1, 'Galpão Cajamar', 101500.25, 0.04, 0.965],
      [A, '2025-06-30', 1, 'Galpão Extrema', 64000, 0, 1],
      [A, '2025-06-30', 2, 'Galpão Cajamar', 101500.25, 0.09, 0.965],
      [A, '2025-06-30', 2, 'Galpão Extrema', 64000, 0, 1],
    ]);
    expect(rows[1]).toMatchObject({ classe: 'Imóveis para renda acabados', endereco: 'Rod. Fernão Dias, km 947, Extrema/MG', outras_caracteristicas_relevantes: 'Built to suit, contrato atípico' });
  });

  it('gives each row the md5 of its published line: a re-filed quarter keeps both versions with their own hashes', async () => {
    const rows = await call({ p_cnpj: A, p_from: '2025-01-01', p_to: '2025-12-31' });
    const expected = published.filter((l) => l.startsWith('12.005.956/0001-65;')).map(md5);
    expect(rows.map((r) => r.row_hash)).toEqual(rows.map((r) => expected.find((h) => h === r.row_hash)));
    expect(new Set(rows.map((r) => r.row_hash))).toEqual(new Set(expected));
    // the unchanged property has a different hash in each version: the line carries Versao
    const extrema = rows.filter((r) => r.reference_date === '2025-06-30' && r.nome_imovel === 'Galpão Extrema');
    expect(extrema.map((r) => r.version)).toEqual([1, 2]);
    expect(extrema[0].row_hash).not.toBe(extrema[1].row_hash);
  });

  it('a blank measure is NULL, never 0; a filed 0 stays 0', async () => {
    const [canoas] = await call({ p_cnpj: B, p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(canoas).toMatchObject({ nome_imovel: 'Condomínio Logístico Canoas', percentual_vacancia: null, percentual_inadimplencia: null, percentual_locado: null, numero_unidades: null });
    expect([num(canoas.area), num(canoas.custo_construcao_realizado), num(canoas.custo_construcao_previsto)]).toEqual([38000.5, 52000000, 110000000]);
    const [extrema] = (await call({ p_cnpj: A, p_from: '2025-03-31', p_to: '2025-03-31' })).filter((r) => r.nome_imovel === 'Galpão Extrema');
    expect([num(extrema.percentual_vacancia), num(extrema.percentual_inadimplencia)]).toEqual([0, 0]);
  });

  it('p_to defaults to today and p_from to 1825 days before p_to', async () => {
    expect((await call({ p_cnpj: A })).length).toBe(6); // 2025 is within five years of today
    expect((await call({ p_cnpj: A, p_to: '2025-03-31' })).map((r) => r.reference_date)).toEqual(['2025-03-31', '2025-03-31']);
    // 1825 days before 2030-06-29 is 2025-06-30: the first quarter falls out
    expect((await call({ p_cnpj: A, p_to: '2030-06-29' })).map((r) => r.reference_date)).toEqual(['2025-06-30', '2025-06-30', '2025-06-30', '2025-06-30']);
  });

  it('an unknown CNPJ answers []', async () => {
    expect(await call({ p_cnpj: '11.222.333/0001-81' })).toEqual([]);
  });

  it('refuses p_from after p_to, naming a default p_from', async () => {
    const error = await refused({ p_cnpj: A, p_from: '2025-07-01', p_to: '2025-06-30' });
    expect(error.message).toBe('fii_property_history: p_from (2025-07-01) is after p_to (2025-06-30)');
    expect(error.hint).toBe('Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).');
  });

  it('refuses more than 1000 rows instead of cutting them', async () => {
    const error = await refused({ p_cnpj: BIG, p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(error.message).toMatch(/^fii_property_history: /);
    expect(error.hint).toBe('Narrow p_from/p_to to fewer quarters.');
  });

  it('refuses a p_cnpj that is not a CNPJ (leading zeros may be left out)', async () => {
    expect((await refused({ p_cnpj: 'HGLG11' })).message).toBe("fii_property_history: 'HGLG11' is not a CNPJ");
  });
});
