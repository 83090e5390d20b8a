// The rule checks the endpoints share through schema internal (window order,
// fund family, CNPJ): through HTTP, each refusal is the whole contract body,
// naming the calling endpoint, with the endpoint's own how-to hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { insertDailySeries } from '../helpers/ptax-rows.js';

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, (c) => insertDailySeries(c, 'USD', '2025-01-02', 5));
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function refusal(fn: string, body: unknown) {
  const res = await api.rpc(fn, body);
  expect(res.status).toBe(400);
  return res.json();
}

describe('window order (internal.assert_window)', () => {
  it('ptax refuses p_from after p_to, with its own hint', async () => {
    expect(await refusal('ptax', { p_currency: 'USD', p_from: '2025-02-01', p_to: '2025-01-01' })).toEqual({
      code: '22023',
      message: 'ptax: p_from (2025-02-01) is after p_to (2025-01-01)',
      details: 'The window is empty by construction.',
      hint: 'Send p_from on or before p_to, or omit p_from for the default 12-month window.',
    });
  });

  it('fund_nav refuses p_from after p_to, with its own hint', async () => {
    expect(await refusal('fund_nav', { p_cnpj: '00000684000121', p_from: '2025-02-01', p_to: '2025-01-01' })).toEqual({
      code: '22023',
      message: 'fund_nav: p_from (2025-02-01) is after p_to (2025-01-01)',
      details: 'The window is empty by construction.',
      hint: 'Send p_from on or before p_to.',
    });
  });

  it('an equal p_from and p_to is a one-day window, not a refusal', async () => {
    const res = await api.rpc('ptax', { p_currency: 'USD', p_from: '2025-01-02', p_to: '2025-01-02' });
    expect(res.status).toBe(200);
    expect((await res.json()).map((r: { reference_date: string }) => r.reference_date)).toEqual(['2025-01-02']);
  });
});

describe('fund family (internal.fund_family)', () => {
  it('fund_nav refuses an unknown family', async () => {
    expect(await refusal('fund_nav', { p_cnpj: '00000684000121', p_entity_type: 'fmiee' })).toEqual({
      code: '22023',
      message: "fund_nav: unknown p_entity_type 'fmiee'",
      details: 'Families served: fi, fidc, fii, fip, fiagro.',
      hint: 'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family of the CNPJ (whole-result mode only).',
    });
  });

  it('search_funds refuses an unknown family', async () => {
    expect(await refusal('search_funds', { p_query: 'x', p_entity_type: 'fmiee' })).toEqual({
      code: '22023',
      message: "search_funds: unknown p_entity_type 'fmiee'",
      details: 'Families served: fi, fidc, fii, fip, fiagro.',
      hint: 'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family.',
    });
  });

  it('folds case and blanks: " FII " is the fii family', async () => {
    const res = await api.rpc('fund_nav', { p_cnpj: '00000684000121', p_entity_type: ' FII ', p_after: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('CNPJ (internal.cnpj)', () => {
  it('fund_nav refuses what is not a CNPJ', async () => {
    expect(await refusal('fund_nav', { p_cnpj: '12.345.678/0001-9X' })).toEqual({
      code: '22023',
      message: "fund_nav: '12.345.678/0001-9X' is not a CNPJ",
      details: 'A CNPJ is 14 digits; dots, slash and hyphen are ignored.',
      hint: 'Send p_cnpj like "00.000.684/0001-21" or "00000684000121"; search_funds finds a CNPJ by name.',
    });
  });

  it('a NULL CNPJ is refused, not answered', async () => {
    expect((await refusal('fund_nav', { p_cnpj: null })).message).toBe('fund_nav: NULL is not a CNPJ');
  });
});

describe('one of a fixed set (internal.one_of)', () => {
  it('screen_silent_filers refuses an unknown family, naming itself, the argument and what it accepts', async () => {
    expect(await refusal('screen_silent_filers', { p_family: 'fmiee' })).toEqual({
      code: '22023',
      message: "screen_silent_filers: unknown p_family 'fmiee'",
      details: 'Families: fi, fidc, fii, fip, fiagro.',
      hint: 'Send p_family as fi, fidc, fii, fip or fiagro, or null for every family.',
    });
  });

  it('panel refuses an unknown frequency with its own detail and hint', async () => {
    expect(await refusal('panel', { p_ids: ['PETR4'], p_freq: 'week' })).toEqual({
      code: '22023',
      message: "panel: unknown p_freq 'week'",
      details: 'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
      hint: 'Send p_freq as month or day.',
    });
  });

  it('folds case and blanks: " FIAGRO " is accepted, and NULL means every family', async () => {
    for (const p_family of [' FIAGRO ', null]) {
      const res = await api.rpc('screen_silent_filers', { p_family });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
  });
});
