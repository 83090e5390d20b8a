-- api.portfolio_instruments: what a list of instrument codes (a CRI/CRA series
-- registry code, a debenture ticker) is, from the filings alone: the CRI/CRA
-- monthly reports' class member first, else the funds' holdings (CDA block 4).
-- Nothing is inferred from a code's letters: a code neither filing holds gets a
-- row saying so, and a code the funds hold only as something other than a
-- debenture says what it was held as.
drop function if exists api.portfolio_instruments(text[]);
drop type if exists api.portfolio_instruments_row;

create type api.portfolio_instruments_row as (
  input_code text,
  code text,
  match_kind text,
  instrument_type text,
  cnpj_securit text,
  line_no integer,
  numero_serie numeric,
  classe text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  classificacao_risco_atual text,
  data_referencia date,
  cd_isin text,
  issuer_code text,
  n_fundos integer,
  preco_marcacao_fundos numeric,
  cda_period date,
  reason text
);
alter type api.portfolio_instruments_row owner to api_owner;
comment on type api.portfolio_instruments_row is 'One resolution of an input code: a securitization series (one row per series and class), a debenture in the funds'' holdings, or no match with the reason in Portuguese.';
comment on column api.portfolio_instruments_row.input_code is 'The code as sent (each distinct code once, in order of first appearance).';
comment on column api.portfolio_instruments_row.code is 'The code looked up: trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed (only with the hyphen).';
comment on column api.portfolio_instruments_row.match_kind is 'securit_registry (a CRI/CRA series with this registry code), cda_ticker (a debenture in the funds'' holdings), or NULL (no match; reason says why).
@enum internal.match_kind';
comment on column api.portfolio_instruments_row.instrument_type is 'cri_mensal or cra_mensal (the monthly report the series comes from) for securit_registry; NULL otherwise.';
comment on column api.portfolio_instruments_row.cnpj_securit is 'CNPJ_Emissora: the securitization company (14 digits); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.line_no is 'The row''s place within its filed report version (several rows can share series and class; the first is shown); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.numero_serie is 'Numero_Serie as filed; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.classe is 'Classe as filed (Sênior, Subordinada, ...); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.data_vencimento is 'Data_Vencimento as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.situacao is 'Situacao as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.valor_total_integralizado is 'Total paid in, BRL (CRA Valor_Total_Integralizado, CRI Total_Integralizado); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.taxa_juros is 'Taxa_Juros as filed (free text); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.classificacao_risco_atual is 'Classificacao_Risco_Atual as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.data_referencia is 'Data_Referencia of the report: the code''s newest; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.cd_isin is 'securit_registry: the series'' Codigo_ISIN as filed (not validated; NULL when not filed). cda_ticker: the most common CD_ISIN of the month''s debenture lines (NULL when none filed one). NULL without a match.';
comment on column api.portfolio_instruments_row.issuer_code is 'cda_ticker: characters 3-6 of cd_isin (the issuer code inside the ISIN, never a CNPJ); NULL otherwise or without an ISIN.';
comment on column api.portfolio_instruments_row.n_fundos is 'cda_ticker: distinct funds holding the code as a debenture in cda_period (the newest month may still be filling, so it can be low); NULL otherwise.';
comment on column api.portfolio_instruments_row.preco_marcacao_fundos is 'cda_ticker: sum of VL_MERC_POS_FINAL over sum of QT_POS_FINAL of those lines, 6 decimal places: the funds'' own marks, not a trade price; NULL otherwise or when the quantities sum to 0.';
comment on column api.portfolio_instruments_row.cda_period is 'cda_ticker, or a code held only as something else: DT_COMPTC of the newest holdings month in which the code appears (any application type); NULL otherwise.';
comment on column api.portfolio_instruments_row.reason is 'NULL on a match; else, in Portuguese, why not: what the funds held the code as, that neither filing holds it, or that the code is empty.';

create function api.portfolio_instruments(p_codes text[])
returns setof api.portfolio_instruments_row
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_rows api.portfolio_instruments_row[];
begin
  if coalesce(cardinality(p_codes), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_instruments: %s codes sent, at most 200', cardinality(p_codes)),
      detail = 'One call resolves at most 200 codes.',
      hint = 'Split p_codes into calls of at most 200 codes each.';
  end if;

  with input as (
    select min(u.ord) as ord, u.raw as input_code
    from unnest(p_codes) with ordinality as u(raw, ord)
    group by u.raw
  ),
  normalized as (
    select i.ord, i.input_code,
           regexp_replace(upper(regexp_replace(coalesce(i.input_code, ''), '^\s+|\s+$', '', 'g')), '^(CRA|CRI|DEB)-', '') as code
    from input i
  ),
  securit as (
    -- every series filed under the code at its newest reference date, one row per (series, class): highest version, first line
    select distinct on (n.ord, s.numero_serie, s.classe)
           n.ord, n.input_code, n.code, s.*
    from normalized n
    join cvm.securit_classe s
      on upper(s.codigo_cetip) = n.code
     and s.data_referencia = (select max(m.data_referencia) from cvm.securit_classe m where upper(m.codigo_cetip) = n.code)
    where n.code <> ''
    order by n.ord, s.numero_serie, s.classe, s.versao desc, s.line_no, s.instrument_type, s.cnpj_emissora
  ),
  cda_month as (
    select n.ord, n.code, (select max(b.dt_comptc) from cvm.cda_blc_4 b where upper(b.cd_ativo) = n.code) as period
    from normalized n
    where n.code <> '' and not exists (select 1 from securit s where s.ord = n.ord)
  ),
  cda as (
    select m.ord, m.period,
           count(distinct b.cnpj) filter (where b.tp_aplic = 'Debêntures')::integer as n_fundos,
           mode() within group (order by b.cd_isin) filter (where b.tp_aplic = 'Debêntures') as cd_isin,
           round(sum(b.vl_merc_pos_final) filter (where b.tp_aplic = 'Debêntures')
                 / nullif(sum(b.qt_pos_final) filter (where b.tp_aplic = 'Debêntures'), 0), 6) as preco,
           string_agg(distinct coalesce(b.tp_aplic, '(tipo de aplicação em branco)'), ', ' order by coalesce(b.tp_aplic, '(tipo de aplicação em branco)'))
             filter (where b.tp_aplic is distinct from 'Debêntures') as held_as
    from cda_month m
    join cvm.cda_blc_4 b on upper(b.cd_ativo) = m.code and b.dt_comptc = m.period
    group by m.ord, m.period
  ),
  answer as (
    select s.ord, s.numero_serie as serie, s.classe as cls,
           row(s.input_code, s.code, 'securit_registry', s.instrument_type, s.cnpj_emissora, s.line_no, s.numero_serie, s.classe,
               s.data_vencimento, s.situacao, s.valor_total_integralizado, s.taxa_juros, s.classificacao_risco_atual,
               s.data_referencia, s.codigo_isin, null, null, null, null, null)::api.portfolio_instruments_row as r
    from securit s
    union all
    select n.ord, null, null,
           case
             when c.n_fundos > 0 then
               row(n.input_code, n.code, 'cda_ticker', null, null, null, null, null, null, null, null, null, null, null,
                   c.cd_isin, substr(c.cd_isin, 3, 4), c.n_fundos, c.preco, c.period, null)::api.portfolio_instruments_row
             else
               row(n.input_code, n.code, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                   c.period,
                   case
                     when n.code = '' then 'código vazio depois da normalização (espaços e prefixo CRA-, CRI- ou DEB- removidos)'
                     when c.period is not null then format('código presente na carteira dos fundos (CDA bloco 4) de %s apenas como %s, não como Debêntures; nenhuma série de CRI/CRA tem este código',
                                                           to_char(c.period, 'YYYY-MM'), c.held_as)
                     else 'código não encontrado: nenhuma série de CRI/CRA (informe mensal, Codigo_CETIP) nem posição na carteira dos fundos (CDA bloco 4) com este código'
                   end)::api.portfolio_instruments_row
           end
    from normalized n
    left join cda c on c.ord = n.ord
    where not exists (select 1 from securit s where s.ord = n.ord)
  )
  select array_agg(a.r order by a.ord, a.serie, a.cls) into v_rows from answer a;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_instruments',
    'Send fewer codes per call: a registry code can match many series, so split p_codes until each call answers at most 1000 rows.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_instruments(text[]) owner to api_owner;
revoke all on function api.portfolio_instruments(text[]) from public;
grant execute on function api.portfolio_instruments(text[]) to anon, authenticated;
comment on function api.portfolio_instruments(text[]) is 'Instrument codes resolved from the filings.
Each code is trimmed, upper-cased and a leading CRA-, CRI- or DEB- removed (only with the hyphen: CRA019 stays CRA019). Then, per code: (1) match_kind securit_registry: every series of the CRI and CRA monthly reports (classe member) whose Codigo_CETIP is the code, at the code''s newest Data_Referencia, one row per (numero_serie, classe) at its highest Versao, columns as filed, cd_isin the filed ISIN (NULL when not filed); (2) else match_kind cda_ticker: the newest month in which the funds'' holdings (CDA block 4) list the code under any application type, and that month''s Debêntures lines: cd_isin (most common), issuer_code (ISIN characters 3-6), n_fundos, preco_marcacao_fundos (funds'' marks, not a trade price), cda_period; a code held that month only as something else is no match and reason says what it was held as; (3) else one row with match_kind NULL and the reason in Portuguese. Nothing is inferred from a code''s letters. Each distinct input code once, in order of first appearance.
Refused (22023): more than 200 codes, or an answer above one 1000-row page.
p_codes: array of up to 200 codes, e.g. ["CRA-CRA019", "PETR16"].
@tag Portfolio';
