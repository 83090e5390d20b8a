// @legs direct
// api.investor_flow reads b3.investor_flow_day, a table the statement triggers of
// b3.investor_participation and b3.bdi_session keep: a participation snapshot or a
// Nenhum resultado answer loaded through the bulletin loader changes what the next
// call sees (a gap becomes known to be no session, so a snapshot becomes month_open
// or delta), and the table always equals the rules computed from the tables held.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBdiFile } from '../../src/ingest/b3-bdi/load.js';
import { HEADERS, investorCaption, renderBdiSheet, renderEmptyAnswer } from '../../src/sample/b3-bdi/bdi-csv.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-flow-load-'));
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, text);
  return file;
}
const load = (file: string) => loadBdiFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
/** A SharesInvesVolum answer for the session `session`, captioned with the month-to-date date `asOf`. */
const participation = (session: string, asOf: string, buy: string, sell: string) =>
  write(`SharesInvesVolum_${session}.csv`, renderBdiSheet({
    title: 'Participação dos Investidores',
    captions: [investorCaption(asOf), 'Valores em R$ mil'],
    header: [...HEADERS.SharesInvesVolum],
    rows: [['Investidor Estrangeiro', buy, '55,10', sell, '52,00']],
  }));
async function flow(): Promise<Record<string, unknown>[]> {
  const res = await api.get('/investor_flow?order=reference_date,investor_type');
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
/** b3.investor_flow_day rows that differ from the rules recomputed over every month held (both ways). */
async function drift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    await c.query('begin');
    await c.query('create temp table kept on commit drop as select * from b3.investor_flow_day');
    await c.query('select b3.refresh_investor_flow_day(null)');
    const { rows } = await c.query(`select ((select count(*) from (select * from kept except select * from b3.investor_flow_day) a)
      + (select count(*) from (select * from b3.investor_flow_day except select * from kept) b))::int as n`);
    await c.query('rollback');
    return rows[0].n;
  });
}

describe('investor_flow after bulletin loads', () => {
  it('a snapshot loaded is on the next call; a Nenhum resultado answer for the gap turns it into month_open or delta', async () => {
    await load(participation('2026-11-06', '2026-11-04', '1.000,000', '800,000'));
    await load(participation('2026-11-10', '2026-11-06', '1.500,000', '1.100,000'));
    // nothing known about Nov 2, 3 and 5: neither snapshot's flow is computed
    expect(await flow()).toMatchObject([
      { reference_date: '2026-11-04', flow_basis: 'unknown_opening_snapshot', net_value_thousands: null, mtd_buy_value_thousands: 1000 },
      { reference_date: '2026-11-06', flow_basis: 'missing_previous_snapshot', net_value_thousands: null, mtd_buy_value_thousands: 1500 },
    ]);
    expect(await drift()).toBe(0);

    await load(write('BTBTrade_2026-11-05.csv', renderEmptyAnswer()));
    // Nov 5 known no session: Nov 6 is one session after Nov 4
    expect((await flow())[1]).toMatchObject({ reference_date: '2026-11-06', flow_basis: 'delta', buy_value_thousands: 500, sell_value_thousands: 300, net_value_thousands: 200 });
    expect(await drift()).toBe(0);

    await load(write('BTBTrade_2026-11-02.csv', renderEmptyAnswer()));
    await load(write('BTBTrade_2026-11-03.csv', renderEmptyAnswer()));
    expect((await flow())[0]).toMatchObject({ reference_date: '2026-11-04', flow_basis: 'month_open', buy_value_thousands: 1000, sell_value_thousands: 800, net_value_thousands: 200 });
    expect(await drift()).toBe(0);
  });

  it('a delete or a truncate of the snapshots leaves the table equal to the rules', async () => {
    await withClient(db.superuserUrl, (c) => c.query(`delete from b3.investor_participation where reference_date = '2026-11-04'`));
    // Nov 4 is no longer held and not known to be no session: Nov 6 is not assumed the month's first
    expect(await flow()).toMatchObject([{ reference_date: '2026-11-06', flow_basis: 'unknown_opening_snapshot', net_value_thousands: null }]);
    expect(await drift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('truncate b3.investor_participation'));
    expect(await flow()).toEqual([]);
    expect(await drift()).toBe(0);
  });
});
