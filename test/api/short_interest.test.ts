// api.short_interest through HTTP: the Total row is never added to the
// per-market rows, sector and category from the registry, rates where published.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, openPosition } from '../helpers/bdi-rows.js';

const D = '2026-11-13';

const balance = (ticker: string, market: string, quantity: number, contracts: number, lenderAvg: number | null, borrowerAvg: number | null) => ({
  trade_date: D, ticker, market, isin: null, asset_name: null, contracts, quantity, value_brl: null,
  lender_rate_min: null, lender_rate_avg: lenderAvg, lender_rate_max: null, borrower_rate_min: null, borrower_rate_avg: borrowerAvg, borrower_rate_max: null,
  is_total: market === 'Total',
});
const registry = (reference_date: string, ticker: string, sector: string | null, category: string) => ({
  reference_date, ticker, asset: ticker.slice(0, 4), asset_description: null, sector, market: 'EQUITY-CASH', category, isin: null, institution_name: null, share_capital: null, governance_level: null,
});

const view = useSeededApi(async (c) => {
  await insertB3(c, 'lending_open_position', [
    // lent on three markets plus the exchange's Total row (their sum)
    openPosition(D, 'PETR4', 'Registro', 1000, 38000),
    openPosition(D, 'PETR4', 'Neg. Eletrônica D+0', 200, 7600),
    openPosition(D, 'PETR4', 'Neg. Eletrônica D+1', 300, 11400),
    openPosition(D, 'PETR4', 'Total', 1500, 57000),
    // only a Total row published
    openPosition(D, 'VALE3', 'Total', 400, 24000),
    // not in the registry, no balance
    openPosition(D, 'NOVA3', 'Registro', 10, 40),
  ]);
  await insertB3(c, 'lending_balance', [
    balance('PETR4', 'Registro', 900, 10, 1.0, 1.2),
    balance('PETR4', 'Neg. Eletrônica D+1', 100, 3, 2.0, 2.2), // no Total row: quantity-weighted
    balance('VALE3', 'Registro', 300, 4, 0.5, 0.6),
    balance('VALE3', 'Total', 400, 6, 0.7, 0.8), // the Total row wins
  ]);
  await insertB3(c, 'instrument_registry', [
    registry('2026-11-01', 'PETR4', 'Old sector', 'SHARES'),
    registry('2026-11-12', 'PETR4', 'Petróleo, Gás e Biocombustíveis', 'SHARES'),
    registry('2026-11-20', 'PETR4', 'Later sector', 'SHARES'),
    registry('2026-11-20', 'VALE3', 'Materiais Básicos', 'SHARES'), // only a later snapshot
  ]);
});

const rows = (query: string) => view.rows(`/short_interest?${query}`);

describe('short_interest', () => {
  it('sums the per-market rows and never adds the Total row to them', async () => {
    const [petr] = await rows('ticker=eq.PETR4');
    expect(petr).toMatchObject({ trade_date: D, ticker: 'PETR4', short_quantity: 1500, short_value: 57000 });
  });

  it('uses the Total row when it is the only row of a ticker', async () => {
    const [vale] = await rows('ticker=eq.VALE3');
    expect(vale).toMatchObject({ short_quantity: 400, short_value: 24000 });
  });

  it('takes sector and category from the registry snapshot of the session or the newest before it, else the oldest after it', async () => {
    expect((await rows('ticker=eq.PETR4&select=sector,instrument_category'))[0]).toEqual({ sector: 'Petróleo, Gás e Biocombustíveis', instrument_category: 'SHARES' });
    expect((await rows('ticker=eq.VALE3&select=sector'))[0]).toEqual({ sector: 'Materiais Básicos' });
  });

  it('gives NULL sector, category and rates (never a guess, never 0) for a ticker with no registry row and no balance', async () => {
    expect(await rows('ticker=eq.NOVA3')).toEqual([
      { trade_date: D, ticker: 'NOVA3', asset_name: 'NOVA3 SA', isin: 'BRNOVA3', sector: null, sector_top: null, instrument_category: null, short_quantity: 10, short_value: 40,
        pct_float: null, float_basis: null, float_denominator: null, days_to_cover: null, adtv_value_21: null, adtv_sessions: null, // no quote tape held here
        lender_rate_pct: null, borrower_rate_pct: null, contracts: null },
    ]);
  });

  it('carries the lending rates: the Total row when published, else the market averages weighted by quantity', async () => {
    expect((await rows('ticker=eq.VALE3&select=lender_rate_pct,borrower_rate_pct,contracts'))[0]).toEqual({ lender_rate_pct: 0.7, borrower_rate_pct: 0.8, contracts: 6 });
    // (1.0 * 900 + 2.0 * 100) / 1000 = 1.1 ; (1.2 * 900 + 2.2 * 100) / 1000 = 1.3
    expect((await rows('ticker=eq.PETR4&select=lender_rate_pct,borrower_rate_pct,contracts'))[0]).toEqual({ lender_rate_pct: 1.1, borrower_rate_pct: 1.3, contracts: 13 });
  });

  it('answers [] for a ticker or session not held', async () => {
    expect(await rows('ticker=eq.XXXX3')).toEqual([]);
    expect(await rows('trade_date=eq.2026-11-12')).toEqual([]);
  });
});
