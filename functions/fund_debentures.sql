-- api.fund_debentures: the private-credit lines of the CDA filing (block 6), by
-- holder (p_cnpj) or by issuer (p_issuer, a company's CNPJ or CVM code), one row
-- per filed line, never summed: a debenture has no code in block 6, so two
-- series of one issuer are told apart by maturity and rate structure only.
drop function if exists api.fund_debentures(text, text, date, date, integer);
drop type if exists api.fund_debentures_row;

create type api.fund_debentures_row as (
  cnpj text,
  period date,
  line_no integer,
  issuer_id text,
  issuer_kind text,
  issuer text,
  tp_aplic text,
  tp_ativo text,
  tp_negoc text,
  emissor_ligado text,
  maturity date,
  indexer text,
  indexer_pct numeric,
  coupon_pct numeric,
  fixed_rate_pct numeric,
  titulo_cetip text,
  qt_pos_final numeric,
  vl_merc_pos_final numeric,
  vl_custo_pos_final numeric
);
alter type api.fund_debentures_row owner to api_owner;
comment on type api.fund_debentures_row is 'One filed private-credit line (CDA block 6) of a fund in one month.';
comment on column api.fund_debentures_row.cnpj is 'The holding fund or class CNPJ, 14 digits.';
comment on column api.fund_debentures_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fund_debentures_row.line_no is 'The line''s ordinal within the fund month''s block 6 in the file, so two equal-looking lines stay apart.';
comment on column api.fund_debentures_row.issuer_id is 'The issuer''s CNPJ (CPF_CNPJ_EMISSOR, 14 digits) when the issuer is a company; NULL when it is a person (a CPF is never stored or served) or the filing is blank.';
comment on column api.fund_debentures_row.issuer_kind is 'PF_PJ_EMISSOR as filed: PJ a company, PF a person; NULL where blank.';
comment on column api.fund_debentures_row.issuer is 'EMISSOR: the issuer''s name as filed when it is a company; NULL for a person (never stored) or where blank.';
comment on column api.fund_debentures_row.tp_aplic is 'TP_APLIC: application type as filed (Debêntures, CCB, CPR, ...); NULL where blank.';
comment on column api.fund_debentures_row.tp_ativo is 'TP_ATIVO: security type as filed; NULL where blank.';
comment on column api.fund_debentures_row.tp_negoc is 'TP_NEGOC: trading intent as filed; NULL where blank.';
comment on column api.fund_debentures_row.emissor_ligado is 'EMISSOR_LIGADO: S when the issuer belongs to the fund''s economic group, as CVM publishes it; NULL where blank.';
comment on column api.fund_debentures_row.maturity is 'DT_VENC: maturity as filed; NULL where blank.';
comment on column api.fund_debentures_row.indexer is 'CD_INDEXADOR_POSFX: the post-fixed index (DI1, IPCA, ...) as filed; NULL for a pre-fixed paper or where blank.';
comment on column api.fund_debentures_row.indexer_pct is 'PR_INDEXADOR_POSFX: percent of the index (100 = 100% of DI); NULL where blank.';
comment on column api.fund_debentures_row.coupon_pct is 'PR_CUPOM_POSFX: spread over the index, percent a year; NULL where blank, never 0.';
comment on column api.fund_debentures_row.fixed_rate_pct is 'PR_TAXA_PREFX: the pre-fixed rate, percent a year, when the paper is pre-fixed; NULL where blank.';
comment on column api.fund_debentures_row.titulo_cetip is 'TITULO_CETIP as filed; NULL where blank.';
comment on column api.fund_debentures_row.qt_pos_final is 'QT_POS_FINAL: quantity at month end as filed; NULL where blank, never 0.';
comment on column api.fund_debentures_row.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value at month end, BRL, the fund''s own mark; NULL where blank, never 0.';
comment on column api.fund_debentures_row.vl_custo_pos_final is 'VL_CUSTO_POS_FINAL: cost at month end, BRL; NULL where blank, never 0.';

create function api.fund_debentures(p_cnpj text default null, p_issuer text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fund_debentures_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text;
  v_issuer text := btrim(p_issuer);
  v_digits text := regexp_replace(coalesce(btrim(p_issuer), ''), '[.\-/\s]', '', 'g');
  v_issuer_cnpj text;
  v_rows bigint;
begin
  perform internal.assert_exactly_one('fund_debentures', 'p_cnpj', nullif(btrim(p_cnpj), '') is not null, 'p_issuer', nullif(v_issuer, '') is not null,
    'Send p_cnpj (what that fund holds) or p_issuer (which funds hold that company''s paper), one of them.');
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fund_debentures');
  elsif v_digits ~ '^[0-9]{14}$' then
    v_issuer_cnpj := v_digits;
  elsif v_issuer ~ '^[0-9]{1,6}$' then
    -- a CVM code: the listed company's CNPJ from the register (no row: no issuer, so [])
    select min(c.cnpj) into v_issuer_cnpj from cvm.cad_cia_aberta c where c.cd_cvm = v_issuer::integer;
  elsif v_digits ~ '^[0-9]{11}$' then
    raise exception using
      errcode = '22023',
      message = 'fund_debentures: p_issuer looks like a CPF',
      detail = 'A person''s identifier is never stored or served; lines issued by a person are reachable only through their holder (p_cnpj), without the identifier.',
      hint = 'Send p_issuer as a company''s CNPJ (14 digits) or CVM code, or p_cnpj for a fund.';
  else
    raise exception using
      errcode = '22023',
      message = format('fund_debentures: p_issuer %s is neither a CNPJ nor a CVM code', quote_literal(p_issuer)),
      detail = 'An issuer is named by its 14-digit CNPJ (dots, slash and hyphen ignored) or, for a listed company, its CVM code (1 to 6 digits); tickers are not resolved until the FCA ticker map lands, and names never are.',
      hint = 'Send p_issuer like "33.000.167/0001-01" or the CVM code "9512".';
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fund_debentures', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_debentures', 'Send p_from on or before p_to, or leave either null for an open end.');

  -- one statement per path, so each plans on its own index (the key for p_cnpj, cda_blc_6_issuer_month for p_issuer)
  if p_limit is null then
    if v_cnpj is not null then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_6 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    else
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_6 b
        where b.cpf_cnpj_emissor = v_issuer_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    end if;
    perform internal.assert_row_cap(v_rows, 'fund_debentures',
      'Narrow p_from/p_to, or send p_limit (1..1000) for the newest rows.');
  end if;

  if v_cnpj is not null then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, n.cpf_cnpj_emissor, n.pf_pj_emissor, n.emissor, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado,
             n.dt_venc, n.cd_indexador_posfx, n.pr_indexador_posfx, n.pr_cupom_posfx, n.pr_taxa_prefx, n.titulo_cetip, n.qt_pos_final, n.vl_merc_pos_final, n.vl_custo_pos_final
      from (
        select b.* from cvm.cda_blc_6 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  else
    return query
      select n.cnpj, n.dt_comptc, n.line_no, n.cpf_cnpj_emissor, n.pf_pj_emissor, n.emissor, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado,
             n.dt_venc, n.cd_indexador_posfx, n.pr_indexador_posfx, n.pr_cupom_posfx, n.pr_taxa_prefx, n.titulo_cetip, n.qt_pos_final, n.vl_merc_pos_final, n.vl_custo_pos_final
      from (
        select b.* from cvm.cda_blc_6 b
        where b.cpf_cnpj_emissor = v_issuer_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.cnpj desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.cnpj, n.line_no;
  end if;
end;
$$;

alter function api.fund_debentures(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fund_debentures(text, text, date, date, integer) from public;
grant execute on function api.fund_debentures(text, text, date, date, integer) to anon, authenticated;

comment on function api.fund_debentures(text, text, date, date, integer) is 'The private-credit lines (debentures, bank credit notes, agribusiness notes) funds file in CDA block 6, by holder or by issuer, one row per filed line, oldest first.
Exactly one of p_cnpj (the holder) or p_issuer (the issuer: which funds hold its paper); neither or both raises 22023. Block 6 names each line''s issuer by CPF or CNPJ: a company''s CNPJ and name are served, a person''s CPF and name are never stored nor served (issuer_id and issuer NULL on those lines), and a CPF sent as p_issuer raises 22023. p_issuer is a CNPJ or, for a listed company, its CVM code (resolved through the CVM register); tickers are refused until the FCA ticker map lands. Rows are never summed: two series of one issuer differ only by maturity and rate structure. An unknown CNPJ or CVM code gives an empty array (an issuer never seen cannot be told from one whose paper no fund holds). More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the holding fund or class CNPJ, 14 digits, punctuation ignored.
p_issuer: the issuer''s CNPJ (punctuation ignored) or a listed company''s CVM code.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag Holdings';
