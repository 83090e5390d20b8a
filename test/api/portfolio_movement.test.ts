// api.portfolio_movement through HTTP on golden fund months: a class of 40
// peers plus three asked funds whose z falls in each level (expected values
// computed here from the quotas: winsorized at the 1st and 99th percentile,
// sample standard deviation), every nao_avaliado reason, and the thresholds
// themselves (exactly 2 is normal, exactly 3 atencao) on the one helper.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { percentileCont, seedFunds, type GoldenFund } from '../helpers/fund-returns.js';

const PREV = '2026-08-01';
const CUR = '2026-09-01';
const NEWEST = '2026-10-01'; // still being filed: 2026-09 is the last complete month
const CLASS = 'MULTIMERCADOS - TESTE Z';
const cnpj = (group: number, i: number) => `${group}${String(i).padStart(13, '0')}`;
/** A fund of CLASS whose month return is r percent (quota 100 -> 100 + r). */
const withReturn = (id: string, r: number, classe: string | null = CLASS): GoldenFund => ({
  cnpj: id, name: `FUNDO ${id}`, extrato: { classe, fundoCotas: 'N' }, quotas: { [PREV]: '100', [CUR]: (100 + r).toFixed(4), [NEWEST]: '100' },
});
const PEER_RETURNS = Array.from({ length: 40 }, (_, i) => Math.round((i - 20) * 10) / 100); // -2.00 .. 1.90
const NORMAL = cnpj(2, 1);
const ATENCAO = cnpj(2, 2);
const FORTE = cnpj(2, 3);
const TARGETS: [string, number][] = [[NORMAL, 0.5], [ATENCAO, 3.5], [FORTE, 7.0]];
const SMALL = cnpj(3, 0); // a class of 10
const FLAT = cnpj(4, 0); // a class of 30 with one return: sd 0
const NO_EXTRATO = cnpj(5, 1);
const NO_CLASS = cnpj(5, 2);
const NO_PREV = cnpj(5, 3);
const NOT_REPORTED = cnpj(5, 4); // registered fi fund without a daily report that month
const FII = cnpj(5, 5);
const UNKNOWN = cnpj(5, 9);

const FUNDS: GoldenFund[] = [
  ...PEER_RETURNS.map((r, i) => withReturn(cnpj(1, i), r)),
  ...TARGETS.map(([id, r]) => withReturn(id, r)),
  ...Array.from({ length: 10 }, (_, i) => withReturn(cnpj(3, i), i / 10, 'RENDA FIXA - PEQUENA')),
  ...Array.from({ length: 30 }, (_, i) => withReturn(cnpj(4, i), 1, 'RENDA FIXA - PLANA')),
  { cnpj: NO_EXTRATO, name: 'SEM EXTRATO', quotas: { [PREV]: '1', [CUR]: '1.01' } },
  withReturn(NO_CLASS, 1, null),
  { cnpj: NO_PREV, name: 'SEM COTA ANTERIOR', extrato: { classe: CLASS, fundoCotas: 'N' }, quotas: { [CUR]: '1.01' } },
  { cnpj: NOT_REPORTED, name: 'SEM INFORME', extrato: { classe: CLASS, fundoCotas: 'N' }, quotas: { [PREV]: '1' } },
  { cnpj: FII, name: 'UM FII', entityType: 'fii' },
];

/** The class statistics as the COMMENT states them, from the returns seeded. */
function expectedZ(own: number): number {
  const returns = [...PEER_RETURNS, ...TARGETS.map(([, r]) => r)];
  const lo = percentileCont(returns, 0.01);
  const hi = percentileCont(returns, 0.99);
  const w = returns.map((r) => Math.min(Math.max(r, lo), hi));
  const mean = w.reduce((a, b) => a + b, 0) / w.length;
  const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / (w.length - 1));
  return (own - mean) / sd;
}

const THRESHOLDS = ['2', '2.0000001', '-2.0000001', '3', '3.0000001', '-3.0000001', null];
let levels: string[] = [];
const api = useSeededApi(async (client) => {
  await seedFunds(client, FUNDS);
  // the helper is internal (no grant to callers): its boundaries are read here, as the owner
  levels = (await client.query<{ level: string }>('select internal.movement_level_of(z::numeric) as level from unnest($1::text[]) with ordinality as t(z, n) order by n', [THRESHOLDS])).rows.map((r) => r.level);
});
type Row = Record<string, unknown> & { cnpj: string; level: string; reason: string; z: number | null };
const movement = async (body: unknown) => {
  const res = await api.rpc('portfolio_movement', body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as Row[];
};
const refusal = async (body: unknown) => {
  const res = await api.rpc('portfolio_movement', body);
  expect(res.status).toBe(400);
  return (await res.json()) as { code: string; message: string };
};

describe('portfolio_movement: the levels', () => {
  it('normal, atencao and forte: z against the winsorized class, values as computed here', async () => {
    const rows = await movement({ p_cnpjs: [FORTE, NORMAL, ATENCAO] });
    expect(rows.map((r) => r.cnpj)).toEqual([NORMAL, ATENCAO, FORTE]);
    for (const [row, [, r], level] of rows.map((row, k) => [row, TARGETS[k], ['normal', 'atencao', 'forte'][k]] as const)) {
      expect(row).toMatchObject({ month: CUR, class: 'MULTIMERCADOS', subclass: 'TESTE Z', class_as_filed: CLASS, class_as_of: '2026-06-30', n_peers: 43, min_peers: 30, level, investigator_trigger: level === 'forte' });
      expect(row.own_value_pct).toBe(r);
      expect(row.z).toBeCloseTo(expectedZ(r), 4);
      expect(row.reason).toBe(`retorno da cota de 2026-09 comparado com 43 fundos da classe ${CLASS} (média e desvio padrão winsorizados no 1º e 99º percentil)`);
    }
    const returns = [...PEER_RETURNS, ...TARGETS.map(([, r]) => r)];
    expect(rows[0].class_p01_pct).toBeCloseTo(percentileCont(returns, 0.01), 6);
    expect(rows[0].class_p99_pct).toBeCloseTo(percentileCont(returns, 0.99), 6);
    expect(expectedZ(3.5)).toBeGreaterThan(2);
    expect(expectedZ(3.5)).toBeLessThanOrEqual(3);
  });

  it('p_month defaults to the last complete month; the asked month any day of it', async () => {
    expect((await movement({ p_cnpjs: [NORMAL], p_month: '2026-09-17' }))[0]).toMatchObject({ month: CUR, level: 'normal' });
  });

  it('an incomplete month is nao_avaliado for every fund', async () => {
    const [row] = await movement({ p_cnpjs: [FORTE], p_month: NEWEST });
    expect(row).toMatchObject({ level: 'nao_avaliado', z: null, n_peers: null, investigator_trigger: false });
    expect(row.reason).toBe('mês 2026-10 incompleto: o informe diário ainda está sendo entregue (completo até 2026-09); a comparação com a classe só vale para mês completo');
  });
});

describe('portfolio_movement: the thresholds', () => {
  it('strictly greater: exactly 2 is normal, exactly 3 atencao, either sign; no z is nao_avaliado', () => {
    expect(levels).toEqual(['normal', 'atencao', 'atencao', 'atencao', 'forte', 'forte', 'nao_avaliado']);
  });
});

describe('portfolio_movement: nao_avaliado says why', () => {
  const reasonOf = async (id: string) => {
    const [row] = await movement({ p_cnpjs: [id], p_month: CUR });
    expect(row).toMatchObject({ cnpj: id, level: 'nao_avaliado', z: null, investigator_trigger: false });
    return row;
  };
  it('fewer than 30 peers', async () => {
    const row = await reasonOf(SMALL);
    expect(row).toMatchObject({ n_peers: 10, class_mean_pct: null, class_sd_pct: null, own_value_pct: 0 });
    expect(row.reason).toBe('apenas 10 fundos da classe RENDA FIXA - PEQUENA têm retorno em 2026-09; mínimo 30 para comparar');
  });
  it('a class whose returns do not vary', async () => {
    expect((await reasonOf(FLAT)).reason).toBe('desvio padrão da classe RENDA FIXA - PLANA é zero em 2026-09; sem escala para comparar');
  });
  it('no Extrato, or no class filed', async () => {
    expect((await reasonOf(NO_EXTRATO))).toMatchObject({ class_as_filed: null, n_peers: null, reason: 'fundo fora do Extrato da CVM: sem classe ANBIMA informada' });
    expect((await reasonOf(NO_CLASS)).reason).toBe('classe ANBIMA não informada no Extrato da CVM');
  });
  it('no quota the month before; no daily report in the month', async () => {
    expect(await reasonOf(NO_PREV)).toMatchObject({ own_value_pct: null, reason: 'sem cota positiva no mês anterior (2026-08); sem retorno mensal' });
    expect((await reasonOf(NOT_REPORTED)).reason).toBe('sem informe diário do fundo em 2026-09');
  });
  it('not an fi fund; a CNPJ the registry does not have', async () => {
    expect((await reasonOf(FII)).reason).toBe('não é fundo FI com informe diário (fii); sem retorno de cota mensal');
    expect(await reasonOf(UNKNOWN)).toMatchObject({ fund_name: null, reason: 'CNPJ não encontrado no cadastro de fundos' });
  });
});

describe('portfolio_movement: refusals', () => {
  it('more than 200 CNPJs, none, or a bad CNPJ', async () => {
    expect(await refusal({ p_cnpjs: Array.from({ length: 201 }, (_, i) => cnpj(7, i)) })).toMatchObject({ code: '22023', message: 'portfolio_movement: 201 CNPJs sent, at most 200' });
    expect(await refusal({ p_cnpjs: [] })).toMatchObject({ code: '22023', message: 'portfolio_movement: no CNPJ sent' });
    expect(await refusal({ p_cnpjs: ['12.abc'] })).toMatchObject({ code: '22023', message: "portfolio_movement: '12.abc' is not a CNPJ" });
  });
  it('200 entries answer, punctuation optional, a CNPJ sent twice is one row', async () => {
    const rows = await movement({ p_cnpjs: [...Array.from({ length: 198 }, (_, i) => cnpj(7, i)), NORMAL, '20.000.000/0000-01'] });
    expect(rows.length).toBe(199);
    expect(rows.find((r) => r.cnpj === NORMAL)).toMatchObject({ level: 'normal' });
  });
});
