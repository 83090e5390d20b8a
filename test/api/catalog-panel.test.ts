// catalog.json metrics, id_types and asset_classes pinned to what api.panel
// accepts and answers: the metric list, each metric's fund families, its grains,
// and the classes the tape gives tickers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile, type QuoteRecord } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

interface Metric { id_type: string[]; asset_class: string[]; grain: string[]; source: string; meaning: string }
const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8'));
const METRICS = catalog.metrics as Record<string, Metric>;
const FAMILIES: Record<string, string> = { fi: '11300000000100', fidc: '70300000000100', fii: '80300000000100', fip: '28300000000100', fiagro: '41300000000100' };
const FUND_ROWS = [
  { entity_type: 'fi', cnpj: FAMILIES.fi, period: '2024-01-01', nav: 1 },
  { entity_type: 'fidc', cnpj: FAMILIES.fidc, period: '2024-01-31', nav: 1 },
  { entity_type: 'fii', cnpj: FAMILIES.fii, period: '2024-01-01', nav: 1 },
  { entity_type: 'fip', cnpj: FAMILIES.fip, period: '2023-12-31', nav: 1 },
  { entity_type: 'fiagro', cnpj: FAMILIES.fiagro, period: '2024-01-01', nav: 1 },
];
// one ticker of each class the tape types (api.quotes asset_class)
const TAPE: QuoteRecord[] = [
  { codneg: 'EQTY3', especi: 'ON NM' }, { codneg: 'UNIT11', especi: 'UNT N2' }, { codneg: 'BDRX34', especi: 'DRN' },
  { codneg: 'REIT11', especi: 'CI', codbdi: '12' }, { codneg: 'QUOT11', especi: 'CI' }, { codneg: 'RGHT1', especi: 'DIR ON' },
].map((r) => ({ ...r, date: '2024-01-02', tpmerc: '010', prices: { open: 1, high: 1, low: 1, average: 1, close: 1 } }));
const WINDOW = { p_from: '2024-01-01', p_to: '2024-01-31' };

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  await loadCotahistFile(cotahistFile(dir, 'tape.txt', TAPE), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c).insertInto('cvm.fund_month').values(FUND_ROWS).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const panel = async (body: Record<string, unknown>) => {
  const res = await api.rpc('panel', { ...WINDOW, ...body });
  return { status: res.status, body: await res.json() };
};

describe('catalog metrics, id_types and asset_classes against api.panel', () => {
  it('the metrics are exactly those panel knows (the refusal of an unknown metric lists them)', async () => {
    const refused = await panel({ p_ids: ['EQTY3'], p_metrics: ['not_a_metric'] });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toBe(`Metrics: ${Object.keys(METRICS).sort().join(', ')}.`);
  });

  it('a fund metric is accepted for exactly the families the catalog lists, and applicability agrees', async () => {
    for (const [metric, m] of Object.entries(METRICS).filter(([, m]) => m.id_type.includes('cnpj'))) {
      for (const [family, cnpj] of Object.entries(FAMILIES)) {
        const res = await panel({ p_ids: [cnpj], p_metrics: [metric] });
        expect([metric, family, res.status]).toEqual([metric, family, m.asset_class.includes(family) ? 200 : 400]);
      }
    }
    for (const family of Object.keys(FAMILIES)) {
      const filed = Object.entries(METRICS).filter(([, m]) => m.id_type.includes('cnpj') && m.asset_class.includes(family)).map(([k]) => k);
      expect(filed.sort()).toEqual([...catalog.applicability.fund_nav[family].metrics].sort());
    }
  });

  it('each metric is served at exactly the grains the catalog lists', async () => {
    for (const [metric, m] of Object.entries(METRICS)) {
      const id = m.id_type.includes('cnpj') ? FAMILIES[m.asset_class[0]] : 'EQTY3';
      for (const freq of ['day', 'month']) {
        const res = await panel({ p_ids: [id], p_metrics: [metric], p_freq: freq });
        expect([metric, freq, res.status]).toEqual([metric, freq, m.grain.includes(freq) ? 200 : 400]);
      }
    }
  });

  it('the tape metrics list every class the tape gives a ticker, each an asset class served by panel', async () => {
    const rows = (await panel({ p_ids: ['EQTY3', 'UNIT11', 'BDRX34'], p_metrics: ['close'] })).body
      .concat((await panel({ p_ids: ['REIT11', 'QUOT11', 'RGHT1'], p_metrics: ['close'] })).body);
    const classes = new Set(rows.map((r: { asset_class: string }) => r.asset_class));
    for (const m of Object.values(METRICS).filter((m) => m.id_type.includes('ticker'))) expect(new Set(m.asset_class)).toEqual(classes);
    for (const cls of classes) expect(catalog.asset_classes[cls as string].served_by).toContain('panel');
  });

  it('every id type and asset class a metric names is described, and every served_by is an endpoint', () => {
    for (const m of Object.values(METRICS)) {
      for (const t of m.id_type) expect(catalog.id_types).toHaveProperty(t);
      for (const c of m.asset_class) expect(catalog.asset_classes).toHaveProperty(c);
      expect([typeof m.source, typeof m.meaning]).toEqual(['string', 'string']);
    }
    for (const cls of Object.values(catalog.asset_classes) as { served_by: string[] }[]) for (const fn of cls.served_by) expect(catalog.endpoints).toHaveProperty(fn);
  });
});
