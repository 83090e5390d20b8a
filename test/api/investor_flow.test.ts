// api.investor_flow through HTTP, one case per rule: delta only between consecutive
// sessions, month_open only for a real first session, unknown_opening_snapshot and
// missing_previous_snapshot with NULL flows, no difference across a month,
// investor types as published.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { useSeededApi } from '../helpers/api.js';
import { insertB3 } from '../helpers/bdi-rows.js';


const snap = (reference_date: string, investor_type: string, buy: number, sell: number) => ({
  reference_date, investor_type, buy_thousands: buy, buy_share_pct: null, sell_thousands: sell, sell_share_pct: null,
});
const session = (table_name: string, session_date: string, status: 'loaded' | 'empty') => ({
  table_name, session_date, status, data_date: status === 'loaded' ? session_date : null, row_count: status === 'loaded' ? 1 : 0,
});

const view = useSeededApi(async (c) => {
  await insertB3(c, 'investor_participation', [
    // 2026-09: Sep 1 recorded empty in one table but another lending table held data: not known to be no session
    snap('2026-09-02', 'Outros', 100, 80),
    // 2026-10: Oct 1 is the month's first weekday
    snap('2026-10-01', 'Investidor Estrangeiro', 1000, 900),
    snap('2026-10-02', 'Investidor Estrangeiro', 1500, 1600),
    snap('2026-10-06', 'Investidor Estrangeiro', 2500, 2000), // Oct 5 not held and not known to be no session
    snap('2026-10-30', 'Investidor Estrangeiro', 9000, 8000),
    snap('2026-10-01', 'Instituições Financeiras', 50.5, 40.25),
    // 2026-11: Nov 2 was answered Nenhum resultado (a holiday), so Nov 3 opens the month
    snap('2026-11-03', 'Investidor Estrangeiro', 700, 650),
    snap('2026-11-04', 'Investidor Estrangeiro', 1200, 1000),
    // Nov 5 was answered Nenhum resultado (known no session), so Nov 6 follows Nov 4
    snap('2026-11-06', 'Investidor Estrangeiro', 1500, 1100),
    // 2026-12: nothing is known about Dec 1, so the first held snapshot is not assumed the first session
    snap('2026-12-02', 'Investidor Estrangeiro', 300, 200),
    snap('2026-12-03', 'Investidor Estrangeiro', 450, 260),
    // 2027-02: Feb 1 answered empty in one table, but another table's answer for Feb 2 carried rows dated Feb 1
    snap('2027-02-02', 'Outros', 10, 20),
  ]);
  await insertB3(c, 'bdi_session', [
    session('BTBTrade', '2026-09-01', 'empty'),
    session('BTBLendingOpenPosition', '2026-09-01', 'loaded'),
    session('BTBTrade', '2026-11-02', 'empty'),
    session('BTBLendingOpenPosition', '2026-11-02', 'empty'),
    session('SharesInvesVolum', '2026-11-05', 'empty'),
    session('BTBTrade', '2027-02-01', 'empty'),
    { ...session('BTBLendingOpenPosition', '2027-02-02', 'loaded'), data_date: '2027-02-01' },
  ]);
});

const flows = (query: string) => view.rows(`/investor_flow?${query}`);

const row = (reference_date: string, flow_basis: string, buy: number | null, sell: number | null, net: number | null, mtdBuy: number, mtdSell: number) => ({
  reference_date, investor_type: 'Investidor Estrangeiro', flow_basis,
  buy_value_thousands: buy, sell_value_thousands: sell, net_value_thousands: net, mtd_buy_value_thousands: mtdBuy, mtd_sell_value_thousands: mtdSell,
});

describe('investor_flow', () => {
  it('is the difference of consecutive sessions (delta), month_open for the first weekday of the month, and NULL flows after a session that may be missing', async () => {
    expect(await flows('investor_type=eq.Investidor%20Estrangeiro&reference_date=lt.2026-11-01&order=reference_date')).toEqual([
      row('2026-10-01', 'month_open', 1000, 900, 100, 1000, 900),
      row('2026-10-02', 'delta', 500, 700, -200, 1500, 1600),
      // Oct 5 (a Monday) is not held and not known to be no session: never two sessions in one delta
      row('2026-10-06', 'missing_previous_snapshot', null, null, null, 2500, 2000),
      row('2026-10-30', 'missing_previous_snapshot', null, null, null, 9000, 8000),
    ]);
  });

  it('never differences across a month: the first November snapshot is month_open when every earlier weekday of November answered Nenhum resultado', async () => {
    expect(await flows('investor_type=eq.Investidor%20Estrangeiro&reference_date=gte.2026-11-01&reference_date=lt.2026-12-01&order=reference_date')).toEqual([
      row('2026-11-03', 'month_open', 700, 650, 50, 700, 650),
      row('2026-11-04', 'delta', 500, 350, 150, 1200, 1000),
      // the weekday between is known to be no session, so the previous snapshot is the previous session
      row('2026-11-06', 'delta', 300, 100, 200, 1500, 1100),
    ]);
  });

  it('gives unknown_opening_snapshot with NULL flows (mtd filled) when the first held snapshot is not known to be the first session', async () => {
    expect(await flows('investor_type=eq.Investidor%20Estrangeiro&reference_date=gte.2026-12-01&order=reference_date')).toEqual([
      row('2026-12-02', 'unknown_opening_snapshot', null, null, null, 300, 200),
      row('2026-12-03', 'delta', 150, 60, 90, 450, 260),
    ]);
  });

  it('does not take an empty answer as a holiday when another lending table held data that day', async () => {
    const [september, february] = await flows('investor_type=eq.Outros&order=reference_date');
    expect(september).toMatchObject({ reference_date: '2026-09-02', flow_basis: 'unknown_opening_snapshot', net_value_thousands: null, mtd_buy_value_thousands: 100 });
    // nor when another table's rows are dated that day
    expect(february).toMatchObject({ reference_date: '2027-02-02', flow_basis: 'unknown_opening_snapshot', net_value_thousands: null, mtd_sell_value_thousands: 20 });
  });

  it('keeps investor types as the exchange publishes them (accents included) and decimals as published', async () => {
    const rows = await flows(`investor_type=eq.${encodeURIComponent('Instituições Financeiras')}`);
    expect(rows).toEqual([
      { reference_date: '2026-10-01', investor_type: 'Instituições Financeiras', flow_basis: 'month_open', buy_value_thousands: 50.5, sell_value_thousands: 40.25,
        net_value_thousands: 10.25, mtd_buy_value_thousands: 50.5, mtd_sell_value_thousands: 40.25 },
    ]);
    const types = (await flows('select=investor_type')).map((r) => r.investor_type);
    expect([...new Set(types)].sort()).toEqual(['Instituições Financeiras', 'Investidor Estrangeiro', 'Outros']);
  });

  it('carries only the flow_basis values catalog.json lists (the OpenAPI enum), each of them on this data', async () => {
    const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8'));
    const seen = new Set((await flows('select=flow_basis')).map((r) => r.flow_basis));
    expect([...seen].sort()).toEqual([...catalog.enums.investor_flow.flow_basis].sort());
    expect(Object.keys(catalog.flow_basis).sort()).toEqual([...seen].sort());
  });

  it('answers [] for a type or date not held', async () => {
    expect(await flows('investor_type=eq.Nobody')).toEqual([]);
    expect(await flows('reference_date=eq.2020-01-02')).toEqual([]);
  });
});
