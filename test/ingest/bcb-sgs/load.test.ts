// bcb-sgs loader: SGS answers into bcb.sgs, the series from --series or the
// file name and known to bcb.sgs_series; every refusal names the record.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadSgsFile } from '../../../src/ingest/bcb-sgs/load.js';
import { withClient } from '../../helpers/db.js';
import { writeJson } from '../../helpers/sidra-answer.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, extra: { series?: string } = {}) => loadSgsFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const stored = (code: number) =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('bcb.sgs').select(['code', 'value']).select((eb) => eb.fn<string>('to_char', [eb.ref('reference_date'), eb.val('YYYY-MM-DD')]).as('day')).where('code', '=', code).orderBy('reference_date').execute(),
  );

const SELIC = [{ data: '18/06/2025', valor: '15.00' }, { data: '19/06/2025', valor: '15.00' }, { data: '02/01/2026', valor: '14.75' }];

describe('an SGS answer', () => {
  it('lands one row per date, the series from the file name, values as published', async () => {
    const result = await load(writeJson(env.dataDir, 'sgs_432_2025.json', SELIC));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 3, rowsInserted: 3, firstPeriod: '2025-06-18', lastPeriod: '2026-01-02' });
    expect(await stored(432)).toEqual(SELIC.map((v) => ({ code: 432, day: v.data.split('/').reverse().join('-'), value: v.valor })));
  });

  it('takes the series from --series as a label or a code', async () => {
    await load(writeJson(env.dataDir, 'cdi.json', [{ data: '02/01/2026', valor: '0.055131' }]), { series: 'cdi' });
    await load(writeJson(env.dataDir, 'ipca.json', [{ data: '01/12/2025', valor: '0.33' }]), { series: '433' });
    expect(await stored(12)).toEqual([{ code: 12, day: '2026-01-02', value: '0.055131' }]);
    expect(await stored(433)).toEqual([{ code: 433, day: '2025-12-01', value: '0.33' }]);
  });

  it('loads the same bytes again for another series (two series can publish equal answers)', async () => {
    const same = [{ data: '05/01/2026', valor: '0.055131' }];
    await load(writeJson(env.dataDir, 'same.json', same), { series: 'CDI' });
    expect(await load(writeJson(env.dataDir, 'same.json', same), { series: 'SELIC_DIARIA' })).toMatchObject({ status: 'loaded', rowsInserted: 1 });
    expect(await load(writeJson(env.dataDir, 'same.json', same), { series: 'SELIC_DIARIA' })).toMatchObject({ status: 'skipped' });
  });

  it('loads an empty answer as 0 rows', async () => {
    expect(await load(writeJson(env.dataDir, 'sgs_189_empty.json', []))).toMatchObject({ status: 'loaded', rowsRead: 0, rowsInserted: 0 });
  });
});

describe('refusals load nothing and say why', () => {
  const refused = async (name: string, body: unknown, why: RegExp, extra: { series?: string } = {}) => {
    const error = await expectIngestFileError(load(writeJson(env.dataDir, name, body), extra));
    expect(error.message).toMatch(why);
    expect(await stored(1)).toEqual([]);
  };
  const one = { data: '02/01/2026', valor: '5.41' };
  it('no series known from the name or --series', () => refused('usd.json', [one], /cannot tell the series/));
  it('a series not in the registry', () => refused('sgs_7_x.json', [one], /unknown SGS series "7"; known: CDI 12, EURBRL 21619/));
  it('--series and the file name disagree', () => refused('sgs_1_x.json', [one], /ambiguous: 1 from --series, 12 from the file name|ambiguous/, { series: 'CDI' }));
  it('an error answer', () => refused('sgs_1_err.json', { erro: { detail: 'x' } }, /SGS answered with an error/));
  it('a date not DD/MM/YYYY', () => refused('sgs_1_date.json', [one, { data: '2026-01-05', valor: '5.40' }], /record 2: "2026-01-05" is not a date DD\/MM\/YYYY in column data/));
  it('a decimal comma', () => refused('sgs_1_comma.json', [{ data: '02/01/2026', valor: '5,41' }], /record 1: "5,41" is not a decimal with a point in column valor/));
  it('a blank value', () => refused('sgs_1_blank.json', [{ data: '02/01/2026', valor: '' }], /record 1: "" is not a decimal with a point in column valor/));
  it('a date twice', () => refused('sgs_1_twice.json', [one, one], /record 2: repeats the key \(code=1, data=2026-01-02\) of record 1/));
});
