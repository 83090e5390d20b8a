// Each fund's newest period and the family's months (cvm.fund_span,
// cvm.fund_month_census) follow the daily report loads: a load that brings a
// silent class's missing month takes it off screen_silent_filers on the next call.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const HEADER = 'TP_FUND_CLASSE;CNPJ_FUNDO_CLASSE;ID_SUBCLASSE;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST';
const FILING = '11.100.000/0001-80';
const SILENT = '22.200.000/0001-90';
// one day a month for the given classes
const file = (month: string, classes: string[], suffix = '') => {
  const name = path.join(env.dataDir, `inf_diario_fi_${month.replace('-', '')}${suffix}.csv`);
  fs.writeFileSync(name, [HEADER, ...classes.map((c) => `FI;${c};;${month}-15;1000.00;1.00;1000.00;10.00;0.00;5`), ''].join('\r\n'), 'latin1');
  return name;
};
const load = (name: string) => loadInfDiarioFile(name, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

let api: RunningApi;
const { ok } = rpcCalls(() => api, 'screen_silent_filers');
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(async () => {
  await api?.close();
});

describe('screen_silent_filers after a load', () => {
  it('a class silent since 2024-06 is listed until a load brings its months back', async () => {
    for (const month of ['2024-05', '2024-06']) await load(file(month, [FILING, SILENT]));
    for (const month of ['2024-07', '2024-08', '2024-09', '2024-10']) await load(file(month, [FILING]));
    // complete through 2024-09 (2024-10 is the newest month, still being filed): 3 months since 2024-06
    const silent = () => ok({ p_min_silent_months: 1, p_family: 'fi' }).then((rows) => rows.map((r) => [r.cnpj, r.last_period, r.complete_through, r.months_silent]));
    expect(await silent()).toEqual([['22200000000190', '2024-06-01', '2024-09-01', 3]]);
    // the class's 2024-09 month, filed late in a re-published file
    await load(file('2024-09', [FILING, SILENT], '_v2'));
    expect(await silent()).toEqual([]);
  });
});
