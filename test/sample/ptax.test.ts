import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { businessDays, nationalHolidays } from '../../src/sample/brazil-calendar.js';
import { loadMissingSamples } from '../../src/sample/first-start.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { loadSampleData, SAMPLE_CURRENCIES, writeSamplePtax } from '../../src/sample/ptax.js';
import { withClient } from '../helpers/db.js';
import { apiPtaxAsAnon, tempDir, useIngestDatabase } from '../ingest/support.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('the business-day calendar', () => {
  it('skips weekends and national holidays, Carnival and Good Friday included', () => {
    const holidays = nationalHolidays(2025);
    for (const day of ['2025-01-01', '2025-03-03', '2025-03-04', '2025-04-18', '2025-04-21', '2025-06-19', '2025-11-20', '2025-12-25']) {
      expect(holidays.has(day), day).toBe(true);
    }
    expect(nationalHolidays(2023).has('2023-11-20')).toBe(false); // national only from 2024
    expect(businessDays('2025-04-17', '2025-04-23')).toEqual(['2025-04-17', '2025-04-22', '2025-04-23']);
  });
});

describe('sample PTAX files', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('are the same bytes on every run, one Olinda CotacaoMoedaPeriodo CSV per currency', () => {
    const [a, b] = [tempDir(), tempDir()];
    dirs.push(a, b);
    const first = writeSamplePtax(a);
    const second = writeSamplePtax(b);
    expect(first.map((f) => path.basename(f))).toEqual(SAMPLE_CURRENCIES.map((c) => `ptax_${c}_2021-2026.csv`));
    expect(SAMPLE_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'ARS']);
    expect(first.map(sha)).toEqual(second.map(sha));

    const usd = fs.readFileSync(first[0], 'utf8');
    const lines = usd.split('\r\n');
    expect(lines[0]).toBe('paridadeCompra,paridadeVenda,cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim');
    expect(lines.slice(1, 5).map((l) => l.split(',').at(-1))).toEqual(['Abertura', 'Intermediário', 'Intermediário', 'Fechamento']);
    expect(lines[1]).toMatch(/^1,1,"5,\d{1,4}","5,\d{1,4}",2021-01-04 10:\d{2}:\d{2}\.\d{3},Abertura$/);
    expect(usd.endsWith('Fechamento\r\n')).toBe(true);
    expect(usd.split('\n').every((l) => l === '' || l.endsWith('\r'))).toBe(true);
  });
});

describe('loading the sample', () => {
  const env = useIngestDatabase();

  it('on an empty database loads every currency through the real loader, last bulletin of each business day, plausible levels', async () => {
    const ptaxOnly = SAMPLE_SETS.filter((s) => s.name === 'ptax');
    const loads = await loadMissingSamples(env.db.superuserUrl, env.dataDir, { progress: false }, ptaxOnly);
    expect(loads.map((l) => l.set)).toEqual(['ptax']);
    const results = loads[0].results;
    const days = businessDays('2021-01-04', '2026-11-20').length;
    expect(results.map((r) => r.status === 'loaded' && [r.fileName, r.rowsRead, r.rowsInserted, r.firstPeriod])).toEqual(
      SAMPLE_CURRENCIES.map((c) => [`ptax_${c}_2021-2026.csv`, 4 * days, days, '2021-01-04']),
    );
    expect(fs.existsSync(path.join(env.dataDir, 'sample', 'ptax_USD_2021-2026.csv'))).toBe(true);

    const types = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('bcb.ptax').select('bulletin_type').distinct().execute());
    expect(types).toEqual([{ bulletin_type: 'Fechamento' }]);

    const level = async (currency: string, from: string, to: string) =>
      Number((await apiPtaxAsAnon(env.db.superuserUrl, currency, from, to))[0].sell_rate);
    expect(await level('USD', '2025-04-01', '2025-04-30')).toBeGreaterThan(4.5);
    expect(await level('USD', '2025-04-01', '2025-04-30')).toBeLessThan(6.5);
    expect(await level('JPY', '2025-04-01', '2025-04-30')).toBeGreaterThan(0.025);
    expect(await level('JPY', '2025-04-01', '2025-04-30')).toBeLessThan(0.06);
    expect(await level('ARS', '2021-01-01', '2021-01-31')).toBeGreaterThan(0.04);
    expect(await level('ARS', '2026-11-01', '2026-11-30')).toBeLessThan(0.002);
    const usdNov = await apiPtaxAsAnon(env.db.superuserUrl, 'USD', '2026-11-16', '2026-11-30');
    expect(usdNov.map((r) => r.reference_date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
  });

  it('is not loaded again once its source has loaded something', async () => {
    expect(await loadMissingSamples(env.db.superuserUrl, env.dataDir, { progress: false }, SAMPLE_SETS.filter((s) => s.name === 'ptax'))).toEqual([]);
  });

  it('loaded again on purpose, skips every file as already loaded', async () => {
    const again = await loadSampleData(env.db.superuserUrl, env.dataDir, { progress: false });
    expect(again.map((r) => r.status)).toEqual(SAMPLE_CURRENCIES.map(() => 'skipped'));
  });
});
