-- api.fund_holdings: what a fund holds (p_cnpj), or which funds hold a ticker
-- (p_ticker), from the CDA filing: block 4 (kind equity) or block 2 (kind fund),
-- one row per filed line, never summed (a fund files one ticker under several
-- application types, and those are different positions).
drop function if exists api.fund_holdings(text, text, date, date, text, integer);
drop type if exists api.fund_holdings_row;

create type api.fund_holdings_row as (
  cnpj text,
  period date,
  line_no integer,
  kind text,
  held_id text,
  held_name text,
  tp_aplic text,
  tp_ativo text,
  tp_negoc text,
  emissor_ligado text,
  qt_pos_final numeric,
  vl_merc_pos_final numeric
);
alter type api.fund_holdings_row owner to api_owner;
comment on type api.fund_holdings_row is 'One filed line of a fund''s CDA holdings in one month.';
comment on column api.fund_holdings_row.cnpj is 'The holding fund or class CNPJ, 14 digits.';
comment on column api.fund_holdings_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fund_holdings_row.line_no is 'The line''s ordinal within the fund month''s block in the file, so two equal-looking lines stay apart.';
comment on column api.fund_holdings_row.kind is 'equity (block 4) or fund (block 2).
@enum internal.holdings_kind';
comment on column api.fund_holdings_row.held_id is 'equity: CD_ATIVO, the trading code as filed; fund: the held fund''s CNPJ (14 digits). NULL where the filing is blank.';
comment on column api.fund_holdings_row.held_name is 'equity: DS_ATIVO; fund: the held fund''s name (NM_FUNDO_CLASSE_SUBCLASSE_COTA, NM_FUNDO_COTA before), as filed; NULL where blank.';
comment on column api.fund_holdings_row.tp_aplic is 'TP_APLIC: application type as filed (Ações, BDR Nível I, Ações e outros TVM cedidos em empréstimo, Cotas de Fundos, ...); NULL where blank.';
comment on column api.fund_holdings_row.tp_ativo is 'TP_ATIVO: asset type as filed; NULL where blank.';
comment on column api.fund_holdings_row.tp_negoc is 'TP_NEGOC: trading intent as filed (Para negociação, Mantido até o vencimento); NULL where blank.';
comment on column api.fund_holdings_row.emissor_ligado is 'EMISSOR_LIGADO: S when the issuer belongs to the fund''s economic group, as CVM publishes it (not an inference); NULL where blank.';
comment on column api.fund_holdings_row.qt_pos_final is 'QT_POS_FINAL: quantity at month end as filed; NULL where blank, never 0.';
comment on column api.fund_holdings_row.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value at month end, BRL, the fund''s own mark; NULL where blank, never 0.';

create function api.fund_holdings(p_cnpj text default null, p_ticker text default null, p_from date default null, p_to date default null, p_kind text default 'equity', p_limit integer default null)
returns setof api.fund_holdings_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_cnpj text;
  v_ticker text := upper(btrim(p_ticker));
  v_rows bigint;
begin
  perform internal.assert_exactly_one('fund_holdings', 'p_cnpj', nullif(btrim(p_cnpj), '') is not null, 'p_ticker', nullif(v_ticker, '') is not null,
    'Send p_cnpj (what that fund holds) or p_ticker (which funds hold that code), one of them.');
  v_kind := coalesce(internal.one_of('fund_holdings', 'p_kind', p_kind, internal.domain_values('internal.holdings_kind'),
    'p_kind picks the CDA block: equity (block 4, coded listed securities) or fund (block 2, quotas of other funds).',
    'Send p_kind as equity or fund (default equity).'), 'equity');
  if v_ticker is not null and v_kind = 'fund' then
    raise exception using
      errcode = '22023',
      message = 'fund_holdings: p_ticker goes with p_kind equity',
      detail = 'A ticker is a block-4 code; block 2 names a held fund by its CNPJ, not by a ticker.',
      hint = 'Send p_ticker with p_kind equity, or p_cnpj with p_kind fund for the funds a fund holds.';
  end if;
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fund_holdings');
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fund_holdings', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_holdings', 'Send p_from on or before p_to, or leave either null for an open end.');

  -- one statement per path, so each plans on its own index (the key for p_cnpj, cda_blc_4_code_month for p_ticker)
  if p_limit is null then
    if v_kind = 'fund' then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_2 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    elsif v_cnpj is not null then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_4 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    else
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_4 b
        where upper(b.cd_ativo) = v_ticker and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    end if;
    perform internal.assert_row_cap(v_rows, 'fund_holdings',
      'Narrow p_from/p_to (a month at a time for a widely held ticker), or send p_limit (1..1000) for the newest rows.');
  end if;

  if v_kind = 'fund' then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cnpj_fundo_cota, n.nm_fundo_cota, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_2 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  elsif v_cnpj is not null then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cd_ativo, n.ds_ativo, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_4 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  else
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cd_ativo, n.ds_ativo, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_4 b
        where upper(b.cd_ativo) = v_ticker and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.cnpj desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.cnpj, n.line_no;
  end if;
end;
$$;

alter function api.fund_holdings(text, text, date, date, text, integer) owner to api_owner;
revoke all on function api.fund_holdings(text, text, date, date, text, integer) from public;
grant execute on function api.fund_holdings(text, text, date, date, text, integer) to anon, authenticated;

comment on function api.fund_holdings(text, text, date, date, text, integer) is 'What a fund holds, or which funds hold a ticker, from the CVM holdings filing (CDA), one row per filed line, oldest first.
Exactly one of p_cnpj (the holder: what it holds) or p_ticker (the held code: which funds hold it); neither or both raises 22023. kind equity is CDA block 4, every coded listed security as filed (shares, units, BDRs, debentures with a code, options: filter on tp_aplic); kind fund is block 2, the quotas of other funds, held_id being the held fund''s CNPJ (portfolio_lookthrough follows them down). Rows are never summed: one code filed under several application types is several positions. p_ticker goes with kind equity only (22023 otherwise). History from 2005 (yearly archives) as loaded. An unknown CNPJ or ticker gives an empty array. More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the holding fund or class CNPJ, 14 digits, punctuation ignored.
p_ticker: a trading code (CD_ATIVO), case ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_kind: equity (default, block 4) or fund (block 2).
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag Holdings
@default p_kind';
