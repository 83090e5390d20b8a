// The --companies bench's store, written set-based (insert ... select over
// generate_series): N listed companies x Y years of DFP and ITR filings, every
// version (about one filing in five re-filed as version 2, received later), both
// scopes, ÚLTIMO lines and the PENÚLTIMO comparatives, with the filing index's
// receipt dates; the register, the FCA ticker map, the tape listing
// research_universe reads, and IPE filings. Synthetic, labelled as such in the
// ingest log. The chart is a short one (accounts below), so a filing holds about
// 270 lines (ITR) or 220 (DFP) instead of CVM's 400 to 900: the per-company
// reads the endpoints do are the same shape, on a smaller table.
import type pg from 'pg';

/** The accounts every filing states: statement, code, name, and whether it is a flow (DRE, DFC, DVA) or a position. */
const ACCOUNTS: [string, string, string][] = [
  ...['3.01', '3.02', '3.03', '3.04', '3.04.01', '3.04.02', '3.05', '3.06', '3.07', '3.08', '3.11', '3.11.01'].map((c): [string, string, string] => ['dre', c, `Conta DRE ${c}`]),
  ...['1', '1.01', '1.01.01', '1.01.02', '1.01.03', '1.01.04', '1.02', '1.02.01', '1.02.02', '1.02.03', '1.02.04', '1.02.05', '1.02.06', '1.02.07'].map((c): [string, string, string] => ['bpa', c, `Conta BPA ${c}`]),
  ...['2', '2.01', '2.01.01', '2.01.02', '2.01.03', '2.01.04', '2.02', '2.02.01', '2.02.02', '2.03', '2.03.01', '2.03.02', '2.03.04', '2.03.09'].map((c): [string, string, string] => ['bpp', c, `Conta BPP ${c}`]),
  ...['6.01', '6.01.01', '6.01.02', '6.02', '6.03', '6.04', '6.05', '6.05.01'].map((c): [string, string, string] => ['dfc_mi', c, `Conta DFC ${c}`]),
  ...['7.01', '7.02', '7.03', '7.04', '7.05', '7.06', '7.07', '7.08'].map((c): [string, string, string] => ['dva', c, `Conta DVA ${c}`]),
];

export const companyCnpj = (i: number) => `5${String(i).padStart(7, '0')}000199`;
export const companyCode = (i: number) => 100000 + i;
/** A company's ordinary-share ticker: a 4-letter root from i, then 3. */
export function companyTicker(i: number, suffix = '3'): string {
  let n = i;
  let root = '';
  for (let k = 0; k < 4; k += 1) {
    root = String.fromCharCode(65 + (n % 26)) + root;
    n = Math.floor(n / 26);
  }
  return `${root}${suffix}`;
}

export interface CompanyStore {
  companies: number;
  years: number;
  /** The last fiscal year written (the bench's "today" is in the year after it). */
  lastYear: number;
}

const SQL_TICKER = `chr(65 + (i / 17576) % 26) || chr(65 + (i / 676) % 26) || chr(65 + (i / 26) % 26) || chr(65 + i % 26)`;

/** Writes the store; returns the rows written per table. */
export async function writeCompanies(owner: pg.Client, s: CompanyStore, progress: (line: string) => void): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench-companies', 'bench', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  const held: Record<string, number> = {};
  const count = async (table: string) => {
    held[table] = Number((await owner.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
  };
  await owner.query(`create temp table bench_account (statement text, cd_conta text, ds_conta text, ord integer)`);
  await owner.query(`insert into bench_account select a->>0, a->>1, a->>2, o::integer from jsonb_array_elements($1::jsonb) with ordinality x(a, o)`, [JSON.stringify(ACCOUNTS)]);
  const first = s.lastYear - s.years + 1;
  await owner.query(`insert into cvm.cad_cia_aberta (cd_cvm, tp_merc, cnpj, denom_social, denom_comerc, dt_reg, sit, setor_ativ, categ_reg, ingest_id)
    select 100000 + i, 'BOLSA', '5' || lpad(i::text, 7, '0') || '000199', 'COMPANHIA BENCH ' || i || ' S.A.', 'BENCH ' || i, date '2000-01-01', 'ATIVO',
           (array['Energia Elétrica', 'Bancos', 'Comércio', 'Saneamento', 'Petróleo e Gás'])[1 + i % 5], 'Categoria A', $2::bigint
      from generate_series(1, $1) i`, [s.companies, id]);
  await count('cvm.cad_cia_aberta');
  // the FCA map: an ordinary share per company, a preferred one for every third
  await owner.query(`insert into cvm.company_ticker (ticker, cnpj, valid_from, valid_to, security, market, segment, dt_refer, versao, ingest_id)
    select ${SQL_TICKER} || k.suffix, '5' || lpad(i::text, 7, '0') || '000199', date '2005-01-03', null, k.security, 'Bolsa', 'Novo Mercado', date '${s.lastYear}-01-01', 1, $2::bigint
      from generate_series(1, $1) i
      cross join (values ('3', 'Ações Ordinárias'), ('4', 'Ações Preferenciais')) k(suffix, security)
     where k.suffix = '3' or i % 3 = 0`, [s.companies, id]);
  await count('cvm.company_ticker');
  await owner.query(`insert into b3.tape_listing (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions, codbdi)
    select t.ticker, 'BR' || left(t.ticker, 4) || 'ACNOR' || right(t.ticker, 1), 'equity', 'BENCH', case when right(t.ticker, 1) = '3' then 'ON NM' else 'PN NM' end,
           date '2010-01-04', date '${s.lastYear + 1}-11-19', 3700, '02'
      from cvm.company_ticker t`);
  await count('b3.tape_listing');
  // filings: DFP per year, ITR per quarter 1..3; about one in five re-filed (version 2, received later)
  await owner.query(`create temp table bench_filing as
    select i, '5' || lpad(i::text, 7, '0') || '000199' as cnpj, 100000 + i as cd_cvm, f.doc_type, f.dt_refer, v.versao,
           case when i % 10 = 0 then 'UNIDADE' else 'MIL' end as escala,
           (case f.doc_type when 'dfp' then f.dt_refer + 70 else f.dt_refer + 40 end) + (i % 20) + (v.versao - 1) * 90 as dt_receb
      from generate_series(1, $1) i
      cross join generate_series($2::integer, $3::integer) y
      cross join lateral (values ('dfp', make_date(y, 12, 31)), ('itr', make_date(y, 3, 31)), ('itr', make_date(y, 6, 30)), ('itr', make_date(y, 9, 30))) f(doc_type, dt_refer)
      cross join lateral generate_series(1, case when (i + y + extract(month from f.dt_refer)::integer) % 5 = 0 then 2 else 1 end) v(versao)`,
  [s.companies, first, s.lastYear]);
  await owner.query(`insert into cvm.cia_document (cnpj, doc_type, dt_refer, versao, cd_cvm, denom_cia, categ_doc, id_doc, dt_receb, link_doc, ingest_id)
    select cnpj, doc_type, dt_refer, versao, cd_cvm, 'COMPANHIA BENCH ' || i || ' S.A.', upper(doc_type), cd_cvm || to_char(dt_refer, 'YYYYMMDD') || versao, dt_receb, null, $1::bigint
      from bench_filing`, [id]);
  await count('cvm.cia_document');
  // the lines, one year at a time (progress); spans: an ITR's DRE states the quarter and the
  // year to date (a first quarter once), its DFC and DVA the year to date; a DFP the year;
  // PENÚLTIMO restates the same spans a year earlier (positions: the previous year end)
  for (let y = first; y <= s.lastYear; y += 1) {
    const t0 = performance.now();
    await owner.query(`insert into cvm.cia_statement (cnpj, doc_type, statement, scope, dt_refer, versao, ordem_exerc, coluna_df, dt_fim_exerc, cd_conta, cd_cvm,
                                                      denom_cia, grupo_dfp, moeda, escala_moeda, dt_ini_exerc, ds_conta, vl_conta, st_conta_fixa, ingest_id)
      select f.cnpj, f.doc_type, a.statement, sc.scope, f.dt_refer, f.versao, o.ordem, '', sp.dt_fim, a.cd_conta, f.cd_cvm,
             'COMPANHIA BENCH ' || f.i || ' S.A.', 'DF ' || sc.scope, 'REAL', f.escala, sp.dt_ini, a.ds_conta,
             round(((f.i * 7919 + a.ord * 104729 + extract(doy from sp.dt_fim)::integer * 31 + f.versao) % 9000000 + 1000)::numeric * (case when sc.scope = 'ind' then 0.9 else 1 end)
                   * (case when f.escala = 'UNIDADE' then 1000 else 1 end), 0),
             'S', $2::bigint
        from bench_filing f
        cross join bench_account a
        cross join (values ('con'), ('ind')) sc(scope)
        cross join (values ('ÚLTIMO', 0), ('PENÚLTIMO', 1)) o(ordem, back)
        cross join lateral (
          select (f.dt_refer - make_interval(years => o.back))::date as dt_fim,
                 case when a.statement in ('bpa', 'bpp') then null
                      when f.doc_type = 'dfp' then make_date(extract(year from f.dt_refer)::integer - o.back, 1, 1) end as dt_ini
           where a.statement in ('bpa', 'bpp') or f.doc_type = 'dfp'
          union all
          -- ITR flows: the year to date, and the quarter for a DRE after the first quarter
          select (f.dt_refer - make_interval(years => o.back))::date, make_date(extract(year from f.dt_refer)::integer - o.back, 1, 1)
           where a.statement not in ('bpa', 'bpp') and f.doc_type = 'itr'
          union all
          select (f.dt_refer - make_interval(years => o.back))::date, (date_trunc('quarter', f.dt_refer) - make_interval(years => o.back))::date
           where a.statement = 'dre' and f.doc_type = 'itr' and extract(month from f.dt_refer) > 3
        ) sp
       where extract(year from f.dt_refer) = $1
         -- an ITR's PENÚLTIMO position is the previous year end
         and not (f.doc_type = 'itr' and a.statement in ('bpa', 'bpp') and o.back = 1)
      union all
      select f.cnpj, f.doc_type, a.statement, sc.scope, f.dt_refer, f.versao, 'PENÚLTIMO', '', make_date(extract(year from f.dt_refer)::integer - 1, 12, 31), a.cd_conta, f.cd_cvm,
             'COMPANHIA BENCH ' || f.i || ' S.A.', 'DF ' || sc.scope, 'REAL', f.escala, null, a.ds_conta,
             ((f.i * 7919 + a.ord * 104729) % 9000000 + 1000)::numeric * (case when f.escala = 'UNIDADE' then 1000 else 1 end), 'S', $2::bigint
        from bench_filing f
        cross join bench_account a
        cross join (values ('con'), ('ind')) sc(scope)
       where extract(year from f.dt_refer) = $1 and f.doc_type = 'itr' and a.statement in ('bpa', 'bpp')`, [y, id]);
    progress(`  statements ${y}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await count('cvm.cia_statement');
  // IPE: about 24 filings a company a year (facts, notices, meetings, ...), newest years densest
  await owner.query(`insert into cvm.ipe_document (protocolo_entrega, versao, cnpj, nome_companhia, codigo_cvm, data_referencia, categoria, tipo, especie, assunto,
                                                   data_entrega, tipo_apresentacao, link_download, ingest_id)
    select 'B' || i || '-' || k, 1, '5' || lpad(i::text, 7, '0') || '000199', 'COMPANHIA BENCH ' || i || ' S.A.', 100000 + i,
           d, (array['Fato Relevante', 'Comunicado ao Mercado', 'Assembleia', 'Aviso aos Acionistas', 'Calendário de Eventos Corporativos', 'Reunião da Administração'])[1 + k % 6],
           null, null, 'Assunto ' || k, d, 'AP - Apresentação', 'https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=' || k, $3::bigint
      from generate_series(1, $1) i
      cross join generate_series(1, $2 * 24) k
      cross join lateral (select make_date(${s.lastYear + 1}, 11, 19) - (k * 365 / 24) - (i % 7) as d) x`, [s.companies, s.years, id]);
  await count('cvm.ipe_document');
  await owner.query('analyze cvm.cad_cia_aberta; analyze cvm.company_ticker; analyze b3.tape_listing; analyze cvm.cia_document; analyze cvm.cia_statement; analyze cvm.ipe_document');
  return held;
}
