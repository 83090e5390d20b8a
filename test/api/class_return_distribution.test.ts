// api.class_return_distribution through HTTP on golden fund months: a class of
// 33 N funds (30 with quotas at both ends of each window, returns 1..30 % over
// 12 months), the same class filed S by 3 funds, an incomplete month, refusals.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { percentileCont, seedFunds, type GoldenFund } from '../helpers/fund-returns.js';

const END = '2026-09-01';
const START_12 = '2025-09-01';
const START_6 = '2026-03-01';
const CLASS = 'Ações Teste Retorno';
const cnpj = (group: number, i: number) => `${group}${String(i).padStart(13, '0')}`;
const FUNDS: GoldenFund[] = [
  // 12 months: 100 -> 100 + i (i %); 6 months: 100 + i/2 -> 100 + i
  ...Array.from({ length: 30 }, (_, k) => ({
    cnpj: cnpj(1, k + 1), name: `FUNDO ${k + 1}`, extrato: { classe: CLASS, fundoCotas: 'N' as const },
    quotas: { [START_12]: '100', [START_6]: String(100 + (k + 1) / 2), [END]: String(100 + k + 1), '2026-10-01': '1' },
  })),
  // no quota at the start of either window: counted, excluded
  ...Array.from({ length: 3 }, (_, k) => ({ cnpj: cnpj(2, k), name: `SEM INICIO ${k}`, extrato: { classe: CLASS, fundoCotas: 'N' as const }, quotas: { [END]: '5' } })),
  ...Array.from({ length: 3 }, (_, k) => ({ cnpj: cnpj(3, k), name: `FIC ${k}`, extrato: { classe: CLASS, fundoCotas: 'S' as const }, quotas: { [START_12]: '1', [START_6]: '1', [END]: '1.1' } })),
  { cnpj: cnpj(4, 0), name: 'OUTRA', extrato: { classe: 'Renda Fixa Teste', fundoCotas: 'N' } },
];
const api = useSeededApi((client) => seedFunds(client, FUNDS));
type Row = Record<string, unknown> & { window_months: number; status: string; reason: string };
const distribution = async (body: unknown) => {
  const res = await api.rpc('class_return_distribution', body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as Row[];
};
const refusal = async (body: unknown) => {
  const res = await api.rpc('class_return_distribution', body);
  expect(res.status).toBe(400);
  return (await res.json()) as { code: string; message: string; details: string };
};

describe('class_return_distribution', () => {
  it('12 and 6 months: the quartiles of 30 funds (percentile_cont), 3 excluded for want of a quota', async () => {
    const [twelve, six] = await distribution({ p_classe_anbima: 'ações teste retorno', p_fundo_cotas: 'n', p_month: '2026-09-20' });
    expect(twelve).toEqual({
      classe_anbima: CLASS, fundo_cotas: 'N', window_months: 12, start_month: START_12, end_month: END, month_complete: true,
      n_universe: 33, n_funds: 30, n_excluded_no_quota: 3, min_funds: 30, p25_pct: 8.25, median_pct: 15.5, p75_pct: 22.75, status: 'evaluated',
      reason: 'retorno da cota de 2025-09 a 2026-09 de 30 fundos da classe (FUNDO_COTAS N)',
    });
    const sixReturns = Array.from({ length: 30 }, (_, k) => ((100 + k + 1) / (100 + (k + 1) / 2) - 1) * 100);
    expect(six).toMatchObject({ window_months: 6, start_month: START_6, n_funds: 30, status: 'evaluated' });
    expect(six.p25_pct).toBeCloseTo(percentileCont(sixReturns, 0.25), 6);
    expect(six.median_pct).toBeCloseTo(percentileCont(sixReturns, 0.5), 6);
    expect(six.p75_pct).toBeCloseTo(percentileCont(sixReturns, 0.75), 6);
  });

  it('the default month is the last complete one', async () => {
    expect((await distribution({ p_classe_anbima: CLASS, p_fundo_cotas: 'N' }))[0]).toMatchObject({ end_month: END, status: 'evaluated' });
  });

  it('fewer than 30 funds: nao_avaliado, quartiles NULL', async () => {
    const [twelve] = await distribution({ p_classe_anbima: CLASS, p_fundo_cotas: 'S', p_month: END });
    expect(twelve).toMatchObject({ n_universe: 3, n_funds: 3, p25_pct: null, median_pct: null, p75_pct: null, status: 'nao_avaliado', reason: 'apenas 3 fundos da classe têm cota em 2025-09 e 2026-09; mínimo 30' });
  });

  it('an incomplete month: nao_avaliado', async () => {
    const rows = await distribution({ p_classe_anbima: CLASS, p_fundo_cotas: 'N', p_month: '2026-10-01' });
    expect(rows.map((r) => [r.window_months, r.month_complete, r.status, r.median_pct])).toEqual([[12, false, 'nao_avaliado', null], [6, false, 'nao_avaliado', null]]);
    expect(rows[0].reason).toBe('mês 2026-10 incompleto: o informe diário ainda está sendo entregue (completo até 2026-09)');
  });

  it('a class no fund files is refused listing the classes filed; a flag other than S or N too', async () => {
    expect(await refusal({ p_classe_anbima: 'Cripto', p_fundo_cotas: 'N' })).toMatchObject({
      code: '22023', message: "class_return_distribution: no fund files the ANBIMA class 'Cripto'", details: `Classes filed in the newest Extratos: ${CLASS}, Renda Fixa Teste.`,
    });
    expect(await refusal({ p_classe_anbima: CLASS, p_fundo_cotas: 'X' })).toMatchObject({ code: '22023', message: "class_return_distribution: p_fundo_cotas 'X' is not S or N" });
  });
});
