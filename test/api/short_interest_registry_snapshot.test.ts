// Which registry snapshot classifies a position, through HTTP on both
// short-interest views: the session's own snapshot (even when it publishes no
// sector), else the newest before the session, else the oldest after it.
// Sector and category always come from the same snapshot.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, openPosition } from '../helpers/bdi-rows.js';

const D = '2026-11-11';
const registry = (reference_date: string, ticker: string, sector: string | null, category: string) => ({
  reference_date, ticker, asset: null, asset_description: null, sector, market: 'EQUITY-CASH', category, isin: null, institution_name: null, share_capital: null, governance_level: null,
});

const view = useSeededApi(async (c) => {
  await insertB3(c, 'lending_open_position', [
    openPosition(D, 'SAME3', 'Registro', 1, 10),
    openPosition(D, 'NULS3', 'Registro', 2, 20),
    openPosition(D, 'GAPP3', 'Registro', 3, 30),
    openPosition(D, 'LATE3', 'Registro', 4, 40),
    openPosition('2026-11-13', 'LATE3', 'Registro', 5, 50),
  ]);
  await insertB3(c, 'instrument_registry', [
    // a snapshot of the session itself, between an earlier and a later one
    registry('2026-11-10', 'SAME3', 'Earlier', 'BDR'),
    registry(D, 'SAME3', 'Same day', 'SHARES'),
    registry('2026-11-12', 'SAME3', 'Later', 'BDR'),
    // the session's own snapshot publishes no sector; an earlier one does
    registry('2026-11-10', 'NULS3', 'Earlier', 'BDR'),
    registry(D, 'NULS3', null, 'UNIT'),
    // no snapshot on the session: two earlier ones and a later one
    registry('2026-11-09', 'GAPP3', 'Older before', 'BDR'),
    registry('2026-11-10', 'GAPP3', 'Newest before', 'SHARES'),
    registry('2026-11-12', 'GAPP3', 'After', 'BDR'),
    // first registered after the session: two later snapshots
    registry('2026-11-12', 'LATE3', 'Oldest after', 'FUNDS'),
    registry('2026-11-13', 'LATE3', 'Newer after', 'UNIT'),
  ]);
});

const rows = (path: string) => view.rows(path);

describe('registry snapshot of a short-interest position', () => {
  it('takes the snapshot of the session over earlier and later ones', async () => {
    expect(await rows(`/short_interest?trade_date=eq.${D}&ticker=eq.SAME3&select=sector,instrument_category`)).toEqual([{ sector: 'Same day', instrument_category: 'SHARES' }]);
  });

  it('keeps the session snapshot without a sector as NULL, never borrowing the sector of another day', async () => {
    expect(await rows(`/short_interest?trade_date=eq.${D}&ticker=eq.NULS3&select=sector,instrument_category`)).toEqual([{ sector: null, instrument_category: 'UNIT' }]);
  });

  it('takes the newest earlier snapshot when the session has none', async () => {
    expect(await rows(`/short_interest?trade_date=eq.${D}&ticker=eq.GAPP3&select=sector,instrument_category`)).toEqual([{ sector: 'Newest before', instrument_category: 'SHARES' }]);
  });

  it('takes the oldest later snapshot for a ticker first registered after the session', async () => {
    expect(await rows('/short_interest?ticker=eq.LATE3&select=trade_date,sector,instrument_category&order=trade_date')).toEqual([
      { trade_date: D, sector: 'Oldest after', instrument_category: 'FUNDS' },
      { trade_date: '2026-11-13', sector: 'Newer after', instrument_category: 'UNIT' },
    ]);
  });

  it('classifies short_interest_by_sector with the same snapshots', async () => {
    expect(await rows(`/short_interest_by_sector?trade_date=eq.${D}&select=sector,tickers,short_value,short_value_equities&order=sector`)).toEqual([
      { sector: 'Newest before', tickers: 1, short_value: 30, short_value_equities: 30 },
      { sector: 'Não classificado', tickers: 1, short_value: 20, short_value_equities: 20 },
      { sector: 'Oldest after', tickers: 1, short_value: 40, short_value_equities: 0 },
      { sector: 'Same day', tickers: 1, short_value: 10, short_value_equities: 10 },
    ]);
  });
});
