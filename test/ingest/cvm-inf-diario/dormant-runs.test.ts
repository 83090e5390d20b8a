// The still runs (cvm.fi_still_run) follow the daily report loads: a load that
// changes a month changes what screen_dormant_trend answers on the next call.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const HEADER = 'TP_FUND_CLASSE;CNPJ_FUNDO_CLASSE;ID_SUBCLASSE;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST';
// one class, one day a month: still (no money in or out, 5 quotaholders) unless inflows are given
const file = (month: string, inflows = '0.00', quotaholders = '5') => {
  const name = path.join(env.dataDir, `inf_diario_fi_${month.replace('-', '')}.csv`);
  fs.writeFileSync(name, [HEADER, `FI;11.100.000/0001-80;;${month}-15;1000.00;1.00;1000.00;${inflows};0.00;${quotaholders}`, ''].join('\r\n'), 'latin1');
  return name;
};
const load = (name: string) => loadInfDiarioFile(name, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

let api: RunningApi;
const { ok } = rpcCalls(() => api, 'screen_dormant_trend');
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(async () => {
  await api?.close();
});

describe('screen_dormant_trend after a load', () => {
  it('a re-filed month with money in ends the dormant frame the next call counts', async () => {
    // 2024-10 is the newest month, so the history ends at 2024-09
    for (const month of ['2024-07', '2024-08', '2024-09', '2024-10']) await load(file(month));
    const counts = async () => (await ok({ p_lookback_months: 3, p_history_months: 1 })).map((r) => [r.period, r.funds_filing, r.empty_shells, r.parked_capital, r.parked_nav]);
    expect(await counts()).toEqual([['2024-09-01', 1, 0, 1, 1000]]);
    await load(file('2024-08', '50.00'));
    expect(await counts()).toEqual([['2024-09-01', 1, 0, 0, 0]]);
    // filed again still (a new file: one quotaholder more), the frame is whole again
    await load(file('2024-08', '0.00', '6'));
    expect(await counts()).toEqual([['2024-09-01', 1, 0, 1, 1000]]);
  });
});
