// ibge-sidra loader: a SIDRA /values answer pivoted onto one row per month and
// node, by the header row's dimension names; every refusal names the record.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadSidraFile } from '../../../src/ingest/ibge-sidra/load.js';
import { withClient } from '../../helpers/db.js';
import { SIDRA_HEADER, sidraAnswer, sidraObservation, writeJson } from '../../helpers/sidra-answer.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, extra: { force?: boolean } = {}) => loadSidraFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const stored = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('ibge.ipca_item').select(['sidra_table', 'item_code', 'item_number', 'item_name', 'level', 'change_month', 'weight', 'change_ytd', 'change_12m']).select((eb) => eb.fn<string>('to_char', [eb.ref('reference_month'), eb.val('YYYY-MM')]).as('month')).orderBy('reference_month').orderBy('item_code').execute(),
  );

const ANSWER = sidraAnswer([
  { code: 7169, label: 'Índice geral', values: { '2019-12': { v63: '1.15', v66: '100.0000', v69: '4.31', v2265: '4.31' } } },
  { code: 7170, label: '1.Alimentação e bebidas', values: { '2019-12': { v63: '3.38', v66: '25.0100', v69: '6.37', v2265: '...' } } },
  { code: 7171, label: '11.Alimentação no domicílio', values: { '2019-12': { v63: '-', v66: '..', v69: 'X', v2265: '-0.05' } } },
  { code: 7172, label: '1101.Cereais, leguminosas e oleaginosas', values: { '2019-12': { v63: '0.50', v66: '0.4000' } } },
  { code: 47623, label: '1101002.Arroz', values: { '2020-01': { v63: '-1.20', v66: '0.2100', v69: '-1.20', v2265: '10.02' } } },
]);

describe('a SIDRA answer', () => {
  it('lands one row per month and node with the four variables side by side, values as published', async () => {
    const result = await load(writeJson(env.dataDir, 'sidra_answer.json', ANSWER));
    const observations = ANSWER.length - 1;
    expect(result).toMatchObject({ status: 'loaded', rowsRead: observations, rowsInserted: 5, firstPeriod: '2019-12-01', lastPeriod: '2020-01-01' });
    const rows = await stored();
    expect(rows.map((r) => [r.month, r.sidra_table, r.item_code, r.item_number, r.item_name, r.level])).toEqual([
      ['2019-12', 1419, 7169, '0', 'Índice geral', 0],
      ['2019-12', 1419, 7170, '1', 'Alimentação e bebidas', 1],
      ['2019-12', 1419, 7171, '11', 'Alimentação no domicílio', 2],
      ['2019-12', 1419, 7172, '1101', 'Cereais, leguminosas e oleaginosas', 3],
      ['2020-01', 7060, 47623, '1101002', 'Arroz', 4],
    ]);
    expect(rows[0]).toMatchObject({ change_month: '1.15', weight: '100.0000', change_ytd: '4.31', change_12m: '4.31' });
    expect(rows[4]).toMatchObject({ change_month: '-1.20', weight: '0.2100', change_ytd: '-1.20', change_12m: '10.02' });
  });

  it('stores "...", "..", "-" and "X" as NULL, and a variable not sent as NULL', async () => {
    const rows = await stored();
    expect(rows[1].change_12m).toBeNull(); // "..."
    expect(rows[2]).toMatchObject({ change_month: null, weight: null, change_ytd: null, change_12m: '-0.05' }); // "-", "..", "X"
    expect(rows[3]).toMatchObject({ change_ytd: null, change_12m: null }); // not in the answer
  });

  it('skips the same bytes the second time and changes nothing', async () => {
    const result = await load(writeJson(env.dataDir, 'sidra_answer.json', ANSWER));
    expect(result.status).toBe('skipped');
    expect(await stored()).toHaveLength(5);
  });

  it('loads a header-only answer (months not published yet) as a file of 0 rows', async () => {
    const result = await load(writeJson(env.dataDir, 'sidra_not_yet.json', [SIDRA_HEADER]));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 0, rowsInserted: 0 });
  });
});

describe('refusals name the record and load nothing', () => {
  const refused = async (name: string, body: unknown, why: RegExp) => {
    const before = (await stored()).length;
    const error = await expectIngestFileError(load(writeJson(env.dataDir, name, body)));
    expect(error.message).toMatch(why);
    expect(await stored()).toHaveLength(before);
  };
  const good = sidraObservation('63', '2021-03', 7170, '1.Alimentação e bebidas', '0.10');

  it('an HTML page (SIDRA overloaded)', () => refused('html.json', '<!DOCTYPE html><html><body>Erro</body></html>', /HTML page/));
  it('a value that is not a number', () =>
    refused('bad_value.json', [SIDRA_HEADER, good, sidraObservation('66', '2021-03', 7170, '1.Alimentação e bebidas', '2,5')], /record 3: "2,5" is not a number in field V/));
  it('a variable outside 63, 66, 69, 2265', () => refused('bad_var.json', [SIDRA_HEADER, sidraObservation('64', '2021-03', 7170, '1.Alimentação e bebidas', '1')], /record 2: variable 64 is not one of 63, 66, 69, 2265/));
  it('a month that is not YYYYMM', () => refused('bad_month.json', [SIDRA_HEADER, { ...good, D3C: '2021-3' }], /record 2: "2021-3" is not a month YYYYMM/));
  it('a label without a structure number that is not the general index', () =>
    refused('bad_label.json', [SIDRA_HEADER, { ...good, D4N: 'Alimentação' }], /record 2: "Alimentação" has no structure number/));
  it('a structure number of 3 digits', () => refused('bad_number.json', [SIDRA_HEADER, { ...good, D4N: '110.Cereais' }], /record 2: "110" is not a structure number/));
  it('the same variable twice for one node and month', () => refused('twice.json', [SIDRA_HEADER, good, good], /record 3: a second value of variable change_month for item 7170 in 2021-03/));
  it('a header row without the classification', () => {
    const { D4N: _dropped, ...header } = SIDRA_HEADER;
    return refused('no_class.json', [header, good], /record 1: the header row names no "Geral, grupo/);
  });
  it('not JSON', () => refused('not_json.json', '[{"NC":', /not valid JSON/));
});
