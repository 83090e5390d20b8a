// api.short_interest_by_sector through HTTP: per session and sector, tickers with
// no published sector under Não classificado (never dropped), equities = shares and units.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, openPosition } from '../helpers/bdi-rows.js';

const D = '2026-11-13';
const registry = (ticker: string, sector: string | null, category: string) => ({
  reference_date: D, ticker, asset: null, asset_description: null, sector, market: 'EQUITY-CASH', category, isin: null, institution_name: null, share_capital: null, governance_level: null,
});

const view = useSeededApi(async (c) => {
  await insertB3(c, 'lending_open_position', [
    openPosition(D, 'ITUB4', 'Registro', 100, 3600),
    openPosition(D, 'BBDC4', 'Registro', 200, 3000),
    openPosition(D, 'BBDC4', 'Neg. Eletrônica D+1', 50, 750),
    openPosition(D, 'BBDC4', 'Total', 250, 3750),
    openPosition(D, 'TAEE11', 'Registro', 10, 350),
    openPosition(D, 'FUND11', 'Registro', 5, 500),
    openPosition(D, 'BOVA11', 'Registro', 7, 910),
    openPosition(D, 'NOVA3', 'Registro', 1, 4),
    openPosition('2026-11-12', 'ITUB4', 'Registro', 90, 3200),
  ]);
  await insertB3(c, 'instrument_registry', [
    registry('ITUB4', 'Financeiro', 'SHARES'),
    registry('BBDC4', 'Financeiro', 'SHARES'),
    registry('TAEE11', 'Utilidade Pública', 'UNIT'),
    registry('FUND11', 'Financeiro', 'FUNDS'),
    registry('BOVA11', null, 'ETF EQUITIES'),
  ]);
});

const rows = (query: string) => view.rows(`/short_interest_by_sector?${query}`);

describe('short_interest_by_sector', () => {
  it('sums per session and sector; equities are shares and units only; the Total row is not added', async () => {
    expect(await rows(`trade_date=eq.${D}&sector=eq.Financeiro`)).toEqual([
      { trade_date: D, sector: 'Financeiro', tickers: 3, short_value: 3600 + 3750 + 500, short_value_equities: 3600 + 3750, short_quantity: 100 + 250 + 5 },
    ]);
    expect((await rows(`trade_date=eq.${D}&sector=eq.${encodeURIComponent('Utilidade Pública')}`))[0]).toMatchObject({ tickers: 1, short_value_equities: 350 });
  });

  it('groups tickers with no published sector under Não classificado, never dropping them', async () => {
    const all = await rows(`trade_date=eq.${D}&order=sector`);
    expect(all.map((r) => r.sector)).toEqual(['Financeiro', 'Não classificado', 'Utilidade Pública']);
    const unclassified = all.find((r) => r.sector === 'Não classificado');
    // BOVA11 (in the registry without a sector) and NOVA3 (not in the registry at all)
    expect(unclassified).toEqual({ trade_date: D, sector: 'Não classificado', tickers: 2, short_value: 914, short_value_equities: null, short_quantity: 8 });
    expect(all.reduce((s, r) => s + (r.tickers as number), 0)).toBe(6);
  });

  it('gives short_value_equities NULL, not 0, when a ticker of the group has no published category', async () => {
    const [unclassified] = await rows(`trade_date=eq.${D}&sector=eq.${encodeURIComponent('Não classificado')}`);
    expect(unclassified.short_value_equities).toBeNull();
  });

  it('keeps each session apart and answers [] for a session not held', async () => {
    expect(await rows('trade_date=eq.2026-11-12')).toEqual([
      { trade_date: '2026-11-12', sector: 'Financeiro', tickers: 1, short_value: 3200, short_value_equities: 3200, short_quantity: 90 },
    ]);
    expect(await rows('trade_date=eq.2026-11-14')).toEqual([]);
  });
});
