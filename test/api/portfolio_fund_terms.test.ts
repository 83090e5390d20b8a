// api.portfolio_fund_terms through HTTP on golden register and Extrato rows: a
// CVM 175 class (its fund's register row), a legacy fund with a person as
// manager (no CPF served), a cancelled and a live cad_fi row, the newest
// Extrato's terms as filed (blank stays NULL), a fund with no Extrato, refusals.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { useSeededApi } from '../helpers/api.js';

const CLASS_175 = '31000000000101';
const FUND_175 = '31000000000102';
const LEGACY = '32000000000101';
const TWO_ROWS = '33000000000101';
const NO_EXTRATO = '34000000000101';
const UNKNOWN = '39000000000101';

const api = useSeededApi(async (client) => {
  const db = kyselyOver(client);
  const { id } = await db.insertInto('ingest.ingest_log').values({ source: 'golden', file_name: 'golden', sha256: '0'.repeat(64), bytes: '0', status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('cvm.registro_fundo').values({
    id_registro_fundo: '77', cnpj_fundo: FUND_175, tipo_fundo: 'FIF', denominacao_social: 'FUNDO 175', situacao: 'Em Funcionamento Normal',
    tipo_pessoa_gestor: 'PJ', cpf_cnpj_gestor: '11.111.111/0001-11', gestor: 'GESTORA 175 LTDA', cnpj_administrador: '22.222.222/0001-22', administrador: 'ADMIN 175 SA', ingest_id: id,
  }).execute();
  await db.insertInto('cvm.registro_classe').values({ id_registro_fundo: '77', id_registro_classe: '770', cnpj_classe: CLASS_175, denominacao_social: 'CLASSE 175', situacao: 'Em Funcionamento Normal', ingest_id: id }).execute();
  const cad = (cnpj: string, tp: string, extra: Record<string, unknown>) => ({ tp_fundo: tp, cnpj, denom_social: `FUNDO ${cnpj}`, sit: 'EM FUNCIONAMENTO NORMAL', ingest_id: id, ...extra });
  await db.insertInto('cvm.cad_fi').values([
    cad(LEGACY, 'FI', { pf_pj_gestor: 'PF', cpf_cnpj_gestor: '123.456.789-09', gestor: 'JOSE GESTOR', cnpj_admin: '33.333.333/0001-33', admin: 'ADMIN LEGADO' }),
    cad(TWO_ROWS, 'FI', { sit: 'CANCELADA', dt_cancel: new Date('2020-01-31'), pf_pj_gestor: 'PJ', cpf_cnpj_gestor: '44444444000144', gestor: 'GESTORA ANTIGA', cnpj_admin: '44444444000144', admin: 'ADMIN ANTIGO' }),
    cad(TWO_ROWS, 'FIC', { pf_pj_gestor: 'PJ', cpf_cnpj_gestor: '55555555000155', gestor: 'GESTORA ATUAL', cnpj_admin: '55555555000155', admin: 'ADMIN ATUAL' }),
    cad(NO_EXTRATO, 'FII', { pf_pj_gestor: 'PJ', cpf_cnpj_gestor: '66666666000166', gestor: 'GESTORA FII', cnpj_admin: '66666666000166', admin: 'ADMIN FII' }),
  ]).execute();
  const extrato = (cnpj: string, filed: string, terms: Record<string, unknown>) => ({ cnpj, dt_comptc: new Date(filed), ingest_id: id, ...terms });
  await db.insertInto('cvm.extrato').values([
    extrato(CLASS_175, '2026-03-31', { aplic_min: '500', qt_dia_conversao_cota: 1, qt_dia_pagto_cota: 0, qt_dia_pagto_resgate: 1, tp_dia_pagto_resgate: 'DIAS ÚTEIS', taxa_saida_pagto_resgate: 'N' }),
    extrato(CLASS_175, '2025-03-31', { qt_dia_conversao_cota: 30 }), // older version: not served
    extrato(LEGACY, '2026-01-15', { qt_dia_conversao_cota: 30, qt_dia_pagto_resgate: 2, tp_dia_pagto_resgate: 'DIAS CORRIDOS', qt_dia_resgate_cotas: 365, taxa_saida_pagto_resgate: 'S' }),
  ]).execute();
});
type Row = Record<string, unknown> & { cnpj: string; reason: string };
const terms = async (body: unknown) => {
  const res = await api.rpc('portfolio_fund_terms', body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as Row[];
};

describe('portfolio_fund_terms', () => {
  it("a CVM 175 class: its fund's manager and administrator, the newest Extrato's terms as filed", async () => {
    expect(await terms({ p_cnpjs: ['31.000.000/0001-01'] })).toEqual([{
      cnpj: CLASS_175, fund_name: null, gestor_kind: 'PJ', gestor_cnpj: '11111111000111', gestor_name: 'GESTORA 175 LTDA', admin_cnpj: '22222222000122', admin_name: 'ADMIN 175 SA',
      registry_origin: 'registro_fundo', terms_dt_comptc: '2026-03-31', aplic_min: 500, qt_dia_conversao_cota: 1, qt_dia_pagto_cota: 0, qt_dia_pagto_resgate: 1,
      tp_dia_pagto_resgate: 'DIAS ÚTEIS', qt_dia_resgate_cotas: null, taxa_saida_pagto_resgate: 'N',
      reason: 'gestor e administrador: registro_fundo; prazos de resgate: Extrato de 2026-03-31',
    }]);
  });

  it('a person as manager: the CPF is never served', async () => {
    const [row] = await terms({ p_cnpjs: [LEGACY] });
    expect(row).toMatchObject({ gestor_kind: 'PF', gestor_cnpj: null, gestor_name: 'JOSE GESTOR', admin_cnpj: '33333333000133', registry_origin: 'cad_fi', qt_dia_resgate_cotas: 365, tp_dia_pagto_resgate: 'DIAS CORRIDOS' });
    expect(JSON.stringify(row)).not.toContain('12345678909');
    expect(row.reason).toBe('gestor e administrador: cad_fi; gestor pessoa física: CPF não é servido; prazos de resgate: Extrato de 2026-01-15');
  });

  it('two register rows: the uncancelled one', async () => {
    expect((await terms({ p_cnpjs: [TWO_ROWS] }))[0]).toMatchObject({ gestor_name: 'GESTORA ATUAL', admin_name: 'ADMIN ATUAL' });
  });

  it('no Extrato: terms NULL and the reason says so; an unknown CNPJ says no register holds it', async () => {
    const [fii, unknown] = await terms({ p_cnpjs: [UNKNOWN, NO_EXTRATO] });
    expect(fii).toMatchObject({ cnpj: NO_EXTRATO, gestor_name: 'GESTORA FII', terms_dt_comptc: null, qt_dia_conversao_cota: null, aplic_min: null });
    expect(fii.reason).toBe('gestor e administrador: cad_fi; prazos de resgate: fundo sem Extrato da CVM (o Extrato cobre fundos FI e classes FIF; FII, FIDC e FIP não o entregam)');
    expect(unknown).toMatchObject({ cnpj: UNKNOWN, registry_origin: null, gestor_name: null });
    expect(unknown.reason).toMatch(/^gestor e administrador: CNPJ em nenhum cadastro da CVM/);
  });

  it('more than 200 CNPJs, none, or a bad one: 22023', async () => {
    const refused = async (body: unknown) => {
      const res = await api.rpc('portfolio_fund_terms', body);
      expect(res.status).toBe(400);
      return res.json();
    };
    expect(await refused({ p_cnpjs: Array.from({ length: 201 }, (_, i) => String(i + 1)) })).toMatchObject({ code: '22023', message: 'portfolio_fund_terms: 201 CNPJs sent, at most 200' });
    expect(await refused({ p_cnpjs: [] })).toMatchObject({ code: '22023', message: 'portfolio_fund_terms: no CNPJ sent' });
    expect(await refused({ p_cnpjs: ['x'] })).toMatchObject({ code: '22023', message: "portfolio_fund_terms: 'x' is not a CNPJ" });
  });
});
