--! Previous: sha1:c0543c501e94f596d98759b5a521a9c93d6036b4
--! Hash: sha1:ef19706957c7cb8ee8a3b918d810e4b7ba5c1ebb
--! Message: Issue 25 identity, events and lookup: cvm-cia-fca and ticker p_id on every statement function, cvm-cia-ipe and company_events, lookup, research_universe over b3.tape_listing (from the companies3 branch)

-- Issue 25 identity, events and lookup (merged from the companies3 branch): the FCA ticker map and ticker p_id, IPE filings and company_events, lookup, research_universe
--! Included sql/cvm/fca_valor_mobiliario.sql
-- The valor_mobiliario member of CVM's FCA yearly zips
-- (fca_cia_aberta_valor_mobiliario_YYYY.csv): the securities each filed version
-- of a listed company's registration form lists, with their trading codes and
-- trading dates. Every version is kept; cvm.company_ticker is derived from it.
create table cvm.fca_valor_mobiliario (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_refer date not null,
  versao integer not null,
  line_no integer not null,
  id_documento text,
  nome_empresarial text,
  valor_mobiliario text,
  sigla_classe_acao_preferencial text,
  classe_acao_preferencial text,
  codigo_negociacao text,
  composicao_bdr_unit text,
  mercado text,
  sigla_entidade_administradora text,
  entidade_administradora text,
  data_inicio_negociacao date,
  data_fim_negociacao date,
  segmento text,
  data_inicio_listagem date,
  data_fim_listagem date,
  ingest_id bigint not null,
  primary key (cnpj, dt_refer, versao, line_no)
);
alter table cvm.fca_valor_mobiliario owner to ingest_writer;
grant select on cvm.fca_valor_mobiliario to api_owner;
comment on table cvm.fca_valor_mobiliario is 'CVM listed companies'' registration forms (FCA), member valor_mobiliario, as filed: one row per line of every version (CNPJ_Companhia, Data_Referencia, Versao); CNPJ normalised to 14 digits, the other columns as published.';
comment on column cvm.fca_valor_mobiliario.line_no is 'The line''s ordinal within its filed version (1, 2, ... in file order): the file has no column that tells two lines of a version apart.';
comment on column cvm.fca_valor_mobiliario.codigo_negociacao is 'Codigo_Negociacao, the trading code (ticker) as published; NULL when blank (e.g. an unlisted debenture).';
--! EndIncluded sql/cvm/fca_valor_mobiliario.sql
--! Included sql/cvm/company_ticker.sql
-- The ticker map: which listed company a trading code named over which dates,
-- derived from every FCA version (cvm.fca_valor_mobiliario) by
-- cvm.refresh_company_ticker at load time, so resolving a ticker is one index read.
create table cvm.company_ticker (
  ticker text not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  valid_from date,
  valid_to date,
  security text,
  market text,
  segment text,
  dt_refer date not null,
  versao integer not null,
  ingest_id bigint not null,
  primary key (ticker, cnpj)
);
create index company_ticker_cnpj on cvm.company_ticker (cnpj);
-- research_universe matches a ticker the map lacks by its 4-letter issuer root
create index company_ticker_stem on cvm.company_ticker (left(ticker, 4));
alter table cvm.company_ticker owner to ingest_writer;
grant select on cvm.company_ticker to api_owner;
comment on table cvm.company_ticker is 'Trading code -> listed company over time, one row per (upper-case ticker, CNPJ), read from the newest FCA filing that lists the pair (latest Data_Referencia, then Versao; within it a Bolsa line before others, then the first line). Derived from cvm.fca_valor_mobiliario by cvm.refresh_company_ticker.';
comment on column cvm.company_ticker.valid_from is 'Data_Inicio_Negociacao of that filing''s line; NULL when blank (valid from the beginning).';
comment on column cvm.company_ticker.valid_to is 'Data_Fim_Negociacao of that filing''s line; NULL when blank (still trading as far as the filing says).';
comment on column cvm.company_ticker.security is 'Valor_Mobiliario as filed (Ações Ordinárias, Ações Preferenciais, Units, Debêntures, ...).';
comment on column cvm.company_ticker.dt_refer is 'Data_Referencia of the filing the row is read from.';
comment on column cvm.company_ticker.ingest_id is 'The load that landed that filing''s line (ingest_log.synthetic tells sample data).';
--! EndIncluded sql/cvm/company_ticker.sql
--! Included sql/cvm/refresh_company_ticker.sql
-- Rebuilds cvm.company_ticker from every FCA version held. Whole, not by
-- company: the map is one row per company and code (tens of thousands at most),
-- and a rebuild cannot leave a pair a newer filing has closed.
create or replace function cvm.refresh_company_ticker() returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.company_ticker;
  insert into cvm.company_ticker (ticker, cnpj, valid_from, valid_to, security, market, segment, dt_refer, versao, ingest_id)
  select distinct on (upper(btrim(v.codigo_negociacao)), v.cnpj)
         upper(btrim(v.codigo_negociacao)), v.cnpj, v.data_inicio_negociacao, v.data_fim_negociacao,
         v.valor_mobiliario, v.mercado, v.segmento, v.dt_refer, v.versao, v.ingest_id
  from cvm.fca_valor_mobiliario v
  where btrim(coalesce(v.codigo_negociacao, '')) <> ''
  order by upper(btrim(v.codigo_negociacao)), v.cnpj, v.dt_refer desc, v.versao desc,
           (v.mercado is distinct from 'Bolsa'), v.line_no;
end;
$$;
comment on function cvm.refresh_company_ticker() is 'Rebuilds cvm.company_ticker from cvm.fca_valor_mobiliario (the newest filing listing each ticker and company); run by the cvm-cia-fca loader inside each file''s transaction.';
alter function cvm.refresh_company_ticker() owner to ingest_writer;
revoke all on function cvm.refresh_company_ticker() from public;
--! EndIncluded sql/cvm/refresh_company_ticker.sql
--! Included sql/internal/company_on.sql
-- A listed company's p_id as callers send it -> how the statement tables are
-- filtered, for the dates asked: a 14-digit CNPJ (punctuation ignored), a CVM
-- code (1 to 6 digits, leading zeros optional: CVM pads it in the DFP/ITR files,
-- not in the register), or a ticker through the FCA map (cvm.company_ticker)
-- valid on some day of [p_from, p_to] (NULL bounds: any day). Never a name.
-- A ticker no company held on those dates gives cnpj = '' (matches no row, so
-- the caller answers []); one that two companies held is refused, naming them.
create or replace function internal.company_on(p_id text, p_fn text, p_from date, p_to date, out cnpj text, out cd_cvm integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id text := btrim(coalesce(p_id, ''));
  v_digits text := regexp_replace(v_id, '[.\-/\s]', '', 'g');
  v_ticker text := upper(v_id);
  v_found text[];
begin
  if v_digits ~ '^[0-9]{14}$' then
    cnpj := v_digits;
    return;
  elsif v_id ~ '^[0-9]{1,6}$' then
    cd_cvm := v_id::integer;
    return;
  -- B3's code shape (4-character root, 1 or 2 digits, an optional letter): a
  -- one-word name (PETROBRAS) is refused as a name, not looked up as a ticker
  elsif v_ticker !~ '^[A-Z0-9]{4}[0-9]{1,2}[A-Z]?$' or v_ticker !~ '[A-Z]' then
    raise exception using
      errcode = '22023',
      message = format('%s: p_id %s is neither a ticker, a CNPJ nor a CVM code', p_fn, coalesce(quote_literal(p_id), 'NULL')),
      detail = 'A listed company is named by a trading code its registration form (FCA) lists, its 14-digit CNPJ (dots, slash and hyphen ignored) or its CVM code (1 to 6 digits); never by its name.',
      hint = 'Send p_id like "PETR4", "33.000.167/0001-01", "33000167000101" or the CVM code "9512"; lookup(p_query) finds a company by name.';
  end if;
  select array_agg(format('%s (%s, %s..%s)', t.cnpj, coalesce(c.denom_social, 'not in the register'),
                          coalesce(t.valid_from::text, 'first filing'), coalesce(t.valid_to::text, 'open')) order by t.cnpj)
    into v_found
  from cvm.company_ticker t
  left join lateral (select r.denom_social from cvm.cad_cia_aberta r where r.cnpj = t.cnpj order by r.cd_cvm limit 1) c on true
  where t.ticker = v_ticker
    and (p_to is null or t.valid_from is null or t.valid_from <= p_to)
    and (p_from is null or t.valid_to is null or t.valid_to >= p_from);
  if v_found is null then
    cnpj := '';
  elsif cardinality(v_found) > 1 then
    raise exception using
      errcode = '22023',
      message = format('%s: ticker %s names %s companies on the asked dates', p_fn, v_ticker, cardinality(v_found)),
      detail = format('The registration forms (FCA) list %s for: %s.', v_ticker, array_to_string(v_found, '; ')),
      hint = 'Send p_id as the CNPJ of the company meant, or narrow p_from/p_to to the dates one of them held the ticker.';
  else
    cnpj := split_part(v_found[1], ' ', 1);
  end if;
end;
$$;

alter function internal.company_on(text, text, date, date) owner to api_owner;
revoke all on function internal.company_on(text, text, date, date) from public;
comment on function internal.company_on(text, text, date, date) is
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm), one of them set: 14 digits once punctuation is removed is a CNPJ, 1 to 6 digits a CVM code, a B3 code (4-character root, 1 or 2 digits, an optional letter) a ticker of the FCA map held on some day of [p_from, p_to] (cnpj '''' when none: no row matches); a ticker two companies held, or anything else, raises 22023 naming the calling function.';
--! EndIncluded sql/internal/company_on.sql
--! Included sql/internal/company_id.sql
-- A listed company's p_id as callers send it, on any date: internal.company_on
-- with no date bounds (a ticker then resolves over its whole history, and one
-- that two companies ever held is refused naming them). Endpoints that know
-- their window call company_on with it.
create or replace function internal.company_id(p_id text, p_fn text, out cnpj text, out cd_cvm integer)
language sql
stable
set search_path = ''
as $$
  select r.cnpj, r.cd_cvm from internal.company_on(p_id, p_fn, null, null) r
$$;

alter function internal.company_id(text, text) owner to api_owner;
revoke all on function internal.company_id(text, text) from public;
comment on function internal.company_id(text, text) is
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm) on any date (internal.company_on with no date bounds): a CNPJ, a CVM code or a ticker of the FCA map; anything else, or a ticker two companies held, raises 22023 naming the calling function.';
--! EndIncluded sql/internal/company_id.sql
--! Included functions/income_statements.sql
-- api.income_statements: A listed company's income statements (DRE) as known on a date, oldest period first.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.income_statements(text, date, date, text, text, date);
drop type if exists api.income_statements_row;

create type api.income_statements_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.income_statements_row owner to api_owner;
comment on type api.income_statements_row is 'One account line of a listed company''s income statement (DRE, Demonstração do Resultado), as filed in the version served.';
comment on column api.income_statements_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.income_statements_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.income_statements_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.income_statements_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.income_statements_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.income_statements_row.statement is 'dre (income statement); never NULL.
@enum internal.financial_statement';
comment on column api.income_statements_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.income_statements_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.income_statements_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.income_statements_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.income_statements_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.income_statements_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.income_statements_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.income_statements_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.income_statements_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.income_statements_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.income_statements_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.income_statements_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.income_statements(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.income_statements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('income_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('income_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'income_statements', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'income_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'income_statements', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.income_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.income_statements(text, date, date, text, text, date) from public;
grant execute on function api.income_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.income_statements(text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
The income statement (DRE, Demonstração do Resultado) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/income_statements.sql
--! Included functions/balance_sheets.sql
-- api.balance_sheets: A listed company's balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.balance_sheets(text, date, date, text, text, date);
drop type if exists api.balance_sheets_row;

create type api.balance_sheets_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.balance_sheets_row owner to api_owner;
comment on type api.balance_sheets_row is 'One account line of a listed company''s balance sheet (BPA assets and BPP liabilities and equity), as filed in the version served.';
comment on column api.balance_sheets_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.balance_sheets_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.balance_sheets_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.balance_sheets_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.balance_sheets_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.balance_sheets_row.statement is 'bpa (assets) or bpp (liabilities and equity); never NULL.
@enum internal.financial_statement';
comment on column api.balance_sheets_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.balance_sheets_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.balance_sheets_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.balance_sheets_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.balance_sheets_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.balance_sheets_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.balance_sheets_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.balance_sheets_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.balance_sheets_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.balance_sheets_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.balance_sheets_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.balance_sheets_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.balance_sheets(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.balance_sheets_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('balance_sheets', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('balance_sheets', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'balance_sheets', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'balance_sheets',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'balance_sheets', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.balance_sheets(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.balance_sheets(text, date, date, text, text, date) from public;
grant execute on function api.balance_sheets(text, date, date, text, text, date) to anon, authenticated;
comment on function api.balance_sheets(text, date, date, text, text, date) is 'A listed company''s balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
The balance sheet (BPA assets and BPP liabilities and equity) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/balance_sheets.sql
--! Included functions/cash_flow_statements.sql
-- api.cash_flow_statements: A listed company's cash flow statements (DFC, direct or indirect method as filed) as known on a date, oldest period first.
-- Both DFC members are read: a company files the direct or the indirect method,
-- and the statement column says which. The period's value is the filing's
-- ÚLTIMO line of the newest version received on or before p_as_of
-- (internal.statement_rows), so a backtest never sees a restatement before CVM
-- received it.
drop function if exists api.cash_flow_statements(text, date, date, text, text, date);
drop type if exists api.cash_flow_statements_row;

create type api.cash_flow_statements_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.cash_flow_statements_row owner to api_owner;
comment on type api.cash_flow_statements_row is 'One account line of a listed company''s cash flow statement (DFC, Demonstração dos Fluxos de Caixa), as filed in the version served: by the direct method (dfc_md) or the indirect one (dfc_mi), whichever the company filed.';
comment on column api.cash_flow_statements_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.cash_flow_statements_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.cash_flow_statements_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.cash_flow_statements_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.cash_flow_statements_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.cash_flow_statements_row.statement is 'dfc_md (cash flows, direct method) or dfc_mi (indirect method), as the company filed; never NULL.
@enum internal.financial_statement';
comment on column api.cash_flow_statements_row.period_start is 'DT_INI_EXERC, first day of the period the flows cover; never NULL in a filed DFC line.';
comment on column api.cash_flow_statements_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.cash_flow_statements_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.cash_flow_statements_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.cash_flow_statements_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.cash_flow_statements_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 6.01, net cash from operating activities); never NULL.';
comment on column api.cash_flow_statements_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.cash_flow_statements_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.cash_flow_statements_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.cash_flow_statements_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.cash_flow_statements_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.cash_flow_statements_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.cash_flow_statements(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.cash_flow_statements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('cash_flow_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('cash_flow_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'cash_flow_statements', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'cash_flow_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'cash_flow_statements', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.cash_flow_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.cash_flow_statements(text, date, date, text, text, date) from public;
grant execute on function api.cash_flow_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.cash_flow_statements(text, date, date, text, text, date) is 'A listed company''s cash flow statements (DFC, direct or indirect method as filed) as known on a date, oldest period first.
The cash flow statement (DFC, Demonstração dos Fluxos de Caixa) as CVM received it, by the method the company filed: dfc_md (direct) or dfc_mi (indirect), in the statement column (CVM publishes each method in its own member; a company files one of them, and both are served when both were filed). Every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/cash_flow_statements.sql
--! Included functions/financials.sql
-- api.financials: Any one statement of a listed company's filings (BPA, BPP, DRE, DRA, DFC, DVA, DMPL) as known on a date, oldest period first.
-- The generic form of income_statements, balance_sheets and cash_flow_statements,
-- and the only one for the comprehensive income (DRA), value added (DVA) and
-- changes in equity (DMPL); the DMPL's lines are per account and equity column.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.financials(text, text, date, date, text, text, date);
drop type if exists api.financials_row;

create type api.financials_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text,
  equity_column text
);
alter type api.financials_row owner to api_owner;
comment on type api.financials_row is 'One account line (and, in the DMPL, one equity column) of one statement of a listed company''s filing, as filed in the version served.';
comment on column api.financials_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.financials_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.financials_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.financials_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.financials_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.financials_row.statement is 'The statement asked (p_statement): bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl; never NULL.
@enum internal.financial_statement';
comment on column api.financials_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for the balance sheets bpa and bpp (a position, not a flow).';
comment on column api.financials_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.financials_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.financials_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.financials_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.financials_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.financials_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.financials_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.financials_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.financials_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.financials_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.financials_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';
comment on column api.financials_row.equity_column is 'COLUNA_DF, the DMPL''s equity column as filed (e.g. Capital Social Integralizado, Patrimônio Líquido Consolidado); NULL in every other statement.';

create function api.financials(p_id text, p_statement text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.financials_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_statement text := internal.one_of('financials', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financials', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'financials', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array[v_statement], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'financials', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source, s.equity_column
    from internal.statement_rows(array[v_statement], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.financials(text, text, date, date, text, text, date) owner to api_owner;
revoke all on function api.financials(text, text, date, date, text, text, date) from public;
grant execute on function api.financials(text, text, date, date, text, text, date) to anon, authenticated;
comment on function api.financials(text, text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
One statement of the filings, as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code (and, in the DMPL, by equity column, equity_column). p_statement names the statement as CVM''s member files do: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl; a company files the DFC by one method, so the other answers []. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_statement: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl (case ignored).
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/financials.sql
--! Included functions/company_financials.sql
-- api.company_financials: A listed company's standard lines (revenue, gross profit, EBIT, net income, total assets, equity, operating cash flow...) across its statements, as known on a date, oldest period first.
-- Each line is one account of CVM's fixed chart (the map is the VALUES list
-- below, the same list as the domain internal.standard_line), read from the
-- lines internal.statement_rows serves, so a user can check it against the
-- statement it comes from. Banks and insurers file another chart: their
-- account 3.01 is not sales revenue, and account_name says what was filed.
drop function if exists api.company_financials(text, date, date, text, date);
drop type if exists api.company_financials_row;

create type api.company_financials_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  period_start date,
  period_end date,
  period_kind text,
  line text,
  statement text,
  account_code text,
  account_name text,
  value numeric,
  currency_scale text,
  version integer,
  received_on date,
  source text
);
alter type api.company_financials_row owner to api_owner;
comment on type api.company_financials_row is 'One standard line of a listed company''s filing for one period, with the account it is read from.';
comment on column api.company_financials_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.company_financials_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.company_financials_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.company_financials_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.company_financials_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.company_financials_row.period_start is 'DT_INI_EXERC, first day of the period of a flow line; NULL for a balance sheet line (a position).';
comment on column api.company_financials_row.period_end is 'DT_FIM_EXERC, last day of the period (a balance sheet line''s date); never NULL.';
comment on column api.company_financials_row.period_kind is 'year (a DFP''s fiscal year), quarter or year_to_date (an ITR''s two spans, told apart by DT_INI_EXERC); NULL for a balance sheet line. A fourth quarter is never derived.
@enum internal.statement_period';
comment on column api.company_financials_row.line is 'The standard line: revenue, cost_of_sales, gross_profit, ebit, financial_result, pretax_income, income_tax, net_income, net_income_parent, total_assets, current_assets, cash, non_current_assets, current_liabilities, non_current_liabilities, equity, operating_cash_flow, investing_cash_flow, financing_cash_flow, net_change_in_cash; never NULL.
@enum internal.standard_line';
comment on column api.company_financials_row.statement is 'The statement the line is read from: dre, bpa, bpp, dfc_md or dfc_mi (the DFC by the method filed); never NULL.
@enum internal.financial_statement';
comment on column api.company_financials_row.account_code is 'CD_CONTA the line is read from (e.g. 3.01 for revenue), to check it against the statement; never NULL.';
comment on column api.company_financials_row.account_name is 'DS_CONTA as filed (a bank or insurer files another chart: the name says what the account holds); NULL when blank.';
comment on column api.company_financials_row.value is 'The account in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.company_financials_row.currency_scale is 'ESCALA_MOEDA as filed: MIL or UNIDADE; never NULL.';
comment on column api.company_financials_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.company_financials_row.received_on is 'DT_RECEB of that version, from the filing index; NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.company_financials_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.company_financials(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_as_of date default null)
returns setof api.company_financials_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('company_financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'company_financials', v_from, v_to);
  v_lines api.company_financials_row[];
begin
  perform internal.assert_window(v_from, v_to, 'company_financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
  select row(s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.period_start, s.period_end, s.period_kind,
             m.line, s.statement, s.account_code, s.account_name, s.value, s.currency_scale, s.version, s.received_on, s.source)::api.company_financials_row as r
  from internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, null, p_as_of) s
  join (values
    (1, 'revenue', 'dre', '3.01'), (2, 'cost_of_sales', 'dre', '3.02'), (3, 'gross_profit', 'dre', '3.03'), (4, 'ebit', 'dre', '3.05'),
    (5, 'financial_result', 'dre', '3.06'), (6, 'pretax_income', 'dre', '3.07'), (7, 'income_tax', 'dre', '3.08'), (8, 'net_income', 'dre', '3.11'),
    (9, 'net_income_parent', 'dre', '3.11.01'),
    (10, 'total_assets', 'bpa', '1'), (11, 'current_assets', 'bpa', '1.01'), (12, 'cash', 'bpa', '1.01.01'), (13, 'non_current_assets', 'bpa', '1.02'),
    (14, 'current_liabilities', 'bpp', '2.01'), (15, 'non_current_liabilities', 'bpp', '2.02'), (16, 'equity', 'bpp', '2.03'),
    (17, 'operating_cash_flow', 'dfc', '6.01'), (18, 'investing_cash_flow', 'dfc', '6.02'), (19, 'financing_cash_flow', 'dfc', '6.03'),
    (20, 'net_change_in_cash', 'dfc', '6.05')
  ) as m(ord, line, statement, account_code)
    on m.account_code = s.account_code and m.statement = case when s.statement like 'dfc%' then 'dfc' else s.statement end
  order by s.period_end, s.doc_type, coalesce(s.period_kind = 'year_to_date', false), m.ord
  limit 1001) l;
  perform internal.assert_row_cap(coalesce(cardinality(v_lines), 0), 'company_financials', 'Narrow p_from/p_to to fewer periods.');
  return query select * from unnest(v_lines);
end;
$$;

alter function api.company_financials(text, date, date, text, date) owner to api_owner;
revoke all on function api.company_financials(text, date, date, text, date) from public;
grant execute on function api.company_financials(text, date, date, text, date) to anon, authenticated;
comment on function api.company_financials(text, date, date, text, date) is 'A listed company''s standard lines (revenue, gross profit, EBIT, net income, total assets, equity, operating cash flow...) across its statements, as known on a date, oldest period first.
A standard set of lines read from the DFP (yearly) and ITR (quarterly) filings, each with the account it comes from (statement, account_code, account_name) so it can be checked against income_statements, balance_sheets or cash_flow_statements: revenue 3.01, cost_of_sales 3.02, gross_profit 3.03, ebit 3.05, financial_result 3.06, pretax_income 3.07, income_tax 3.08, net_income 3.11, net_income_parent 3.11.01 (DRE); total_assets 1, current_assets 1.01, cash 1.01.01, non_current_assets 1.02 (BPA); current_liabilities 2.01, non_current_liabilities 2.02, equity 2.03 (BPP); operating_cash_flow 6.01, investing_cash_flow 6.02, financing_cash_flow 6.03, net_change_in_cash 6.05 (DFC, by the method filed). These are CVM''s fixed-chart accounts for commercial, industrial and other companies; banks and insurers file another chart, so their lines keep the filed account_name. Rows: per period end, DFP before ITR, a quarter''s lines and the positions before the year-to-date lines (period_kind year, quarter, year_to_date; a fourth quarter is never derived), then the lines in the order above. A line the filing lacks is absent, never 0; a blank VL_CONTA is NULL. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit). Each period is served from the newest version received on or before p_as_of, its ÚLTIMO lines only, as in the statement functions. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/company_financials.sql
--! Included functions/financial_statement_history.sql
-- api.financial_statement_history: Every version of a listed company's statement as filed, with each version's receipt date, PENÚLTIMO re-presentations included, oldest period first.
-- The statement functions answer one version per period (as known on a date);
-- this one answers every line CVM published about the periods in the window:
-- each version of the period's own filing (ÚLTIMO) and the comparative a later
-- filing re-presents (PENÚLTIMO), so a restatement can be traced line by line.
drop function if exists api.financial_statement_history(text, text, date, date, text, text);
drop type if exists api.financial_statement_history_row;

create type api.financial_statement_history_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  filing_period_end date,
  version integer,
  received_on date,
  presentation text,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text,
  equity_column text
);
alter type api.financial_statement_history_row owner to api_owner;
comment on type api.financial_statement_history_row is 'One account line of one version of a listed company''s filing, as filed: the period''s own figure (ÚLTIMO) or a later filing''s comparative (PENÚLTIMO).';
comment on column api.financial_statement_history_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.financial_statement_history_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.financial_statement_history_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.financial_statement_history_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.financial_statement_history_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.financial_statement_history_row.statement is 'The statement asked (p_statement); never NULL.
@enum internal.financial_statement';
comment on column api.financial_statement_history_row.period_start is 'DT_INI_EXERC, first day of the period the line is about; NULL for a balance sheet line (a position).';
comment on column api.financial_statement_history_row.period_end is 'DT_FIM_EXERC, last day of the period the line is about (for a PENÚLTIMO line, the prior period); never NULL.';
comment on column api.financial_statement_history_row.period_kind is 'year (a DFP''s fiscal year), quarter or year_to_date (an ITR''s two spans, told apart by DT_INI_EXERC); NULL for a balance sheet line. A fourth quarter is never derived.
@enum internal.statement_period';
comment on column api.financial_statement_history_row.filing_period_end is 'DT_REFER, the reference date of the filing that states the line (later than period_end for a PENÚLTIMO comparative); never NULL.';
comment on column api.financial_statement_history_row.version is 'VERSAO of that filing; never NULL.';
comment on column api.financial_statement_history_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded.';
comment on column api.financial_statement_history_row.presentation is 'ORDEM_EXERC as filed: ÚLTIMO (the filing''s own period) or PENÚLTIMO (the prior period re-presented as a comparative); never NULL.
@enum internal.statement_presentation';
comment on column api.financial_statement_history_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.financial_statement_history_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.financial_statement_history_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.financial_statement_history_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.financial_statement_history_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.financial_statement_history_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.financial_statement_history_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';
comment on column api.financial_statement_history_row.equity_column is 'COLUNA_DF, the DMPL''s equity column as filed; NULL in every other statement.';

create function api.financial_statement_history(p_id text, p_statement text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null)
returns setof api.financial_statement_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_statement text := internal.one_of('financial_statement_history', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financial_statement_history', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financial_statement_history', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'financial_statement_history', v_from, v_to);
  v_lines api.financial_statement_history_row[];
begin
  perform internal.assert_window(v_from, v_to, 'financial_statement_history',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
    select row(s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement, s.dt_ini_exerc, s.dt_fim_exerc,
               internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc), s.dt_refer, s.versao, d.dt_receb, s.ordem_exerc,
               s.cd_conta, s.ds_conta, s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end, s.vl_conta, s.escala_moeda,
               case s.st_conta_fixa when 'S' then true when 'N' then false end,
               case when lg.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
               nullif(s.coluna_df, ''))::api.financial_statement_history_row as r
    from cvm.cia_statement s
    left join cvm.cia_document d on d.cnpj = s.cnpj and d.doc_type = s.doc_type and d.dt_refer = s.dt_refer and d.versao = s.versao
    join ingest.ingest_log lg on lg.id = s.ingest_id
    where (v_company.cnpj is null or s.cnpj = v_company.cnpj)
      and (v_company.cd_cvm is null or s.cd_cvm = v_company.cd_cvm)
      and s.statement = v_statement
      and s.scope = v_scope
      and (v_doc_type is null or s.doc_type = v_doc_type)
      and s.dt_fim_exerc between v_from and v_to
    order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C",
             d.dt_receb nulls last, s.dt_refer, s.versao
    limit 1001) l;
  perform internal.assert_row_cap(coalesce(cardinality(v_lines), 0), 'financial_statement_history', 'Narrow p_from/p_to to fewer periods, or send p_doc_type.');
  return query select * from unnest(v_lines);
end;
$$;

alter function api.financial_statement_history(text, text, date, date, text, text) owner to api_owner;
revoke all on function api.financial_statement_history(text, text, date, date, text, text) from public;
grant execute on function api.financial_statement_history(text, text, date, date, text, text) to anon, authenticated;
comment on function api.financial_statement_history(text, text, date, date, text, text) is 'Every version of a listed company''s statement as filed, with each version''s receipt date, PENÚLTIMO re-presentations included, oldest period first.
Every line CVM published about the periods ending in the window, for one statement: each version (VERSAO) of the period''s own filing (presentation ÚLTIMO) and the comparative that a later filing re-presents (presentation PENÚLTIMO, filing_period_end = that later filing''s reference date), each with its receipt date (DT_RECEB). Rows: oldest period end first, the quarter before its year to date (period_kind), then by account code (and DMPL equity column), then the versions in the order CVM received them. Nothing is chosen or merged: income_statements, balance_sheets, cash_flow_statements, financials and company_financials serve one version per period as known on a date; this function is their audit trail. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit; the filed figure and unit are kept); a blank VL_CONTA is NULL, never 0. A fourth quarter is never derived. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_statement: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl (case ignored).
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held';
--! EndIncluded functions/financial_statement_history.sql
--! Included sql/cvm/ipe_document.sql
-- CVM's IPE files (ipe_cia_aberta_YYYY.csv): listed companies' periodic and
-- eventual filings, one row per delivery protocol and version, as published.
-- Lines published without a protocol are not landed (see the loader).
create table cvm.ipe_document (
  protocolo_entrega text not null,
  versao integer not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  nome_companhia text,
  codigo_cvm integer not null,
  data_referencia date,
  categoria text not null,
  tipo text,
  especie text,
  assunto text,
  data_entrega date,
  tipo_apresentacao text,
  link_download text,
  ingest_id bigint not null,
  primary key (protocolo_entrega, versao)
);
create index ipe_document_cnpj on cvm.ipe_document (cnpj, protocolo_entrega, versao);
create index ipe_document_codigo_cvm on cvm.ipe_document (codigo_cvm, protocolo_entrega, versao);
create index ipe_document_categoria on cvm.ipe_document (categoria);
alter table cvm.ipe_document owner to ingest_writer;
grant select on cvm.ipe_document to api_owner;
comment on table cvm.ipe_document is 'CVM listed companies'' periodic and eventual filings (IPE, ipe_cia_aberta_YYYY.csv) as filed: one row per delivery protocol (Protocolo_Entrega) and version (Versao); CNPJ normalised to 14 digits, texts as published. Lines without a protocol (every filing before 2015, some since) are not landed: the file has no other key.';
comment on column cvm.ipe_document.link_download is 'Link_Download as published: the document on CVM''s RAD (the document itself is not stored).';
comment on column cvm.ipe_document.data_entrega is 'Data_Entrega, the day CVM received this version (a date, no time).';
--! EndIncluded sql/cvm/ipe_document.sql
--! Included sql/internal/company_event_rows.sql
-- The rows of api.company_events (its checks run before this): per protocol of
-- the company the newest version held, then the window on that version's
-- delivery date, newest first. Versions are picked before the window so a
-- protocol re-filed after p_to is absent rather than served at an older version.
create or replace function internal.company_event_rows(p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_category text)
returns table (
  cnpj text, cd_cvm integer, company_name text, delivery_date date, reference_date date, category text,
  event_type text, species text, subject text, presentation text, protocol text, version integer, source_url text, source text)
language sql
stable
set search_path = ''
as $$
  select n.cnpj, n.codigo_cvm, n.nome_companhia, n.data_entrega, n.data_referencia, n.categoria,
         n.tipo, n.especie, n.assunto, n.tipo_apresentacao, n.protocolo_entrega, n.versao, n.link_download,
         case when l.synthetic then 'synthetic_sample' else 'cvm_ipe' end
  from (
    select distinct on (d.protocolo_entrega) d.*
    from cvm.ipe_document d
    where (p_cnpj is null or d.cnpj = p_cnpj)
      and (p_cd_cvm is null or d.codigo_cvm = p_cd_cvm)
    order by d.protocolo_entrega, d.versao desc
  ) n
  join ingest.ingest_log l on l.id = n.ingest_id
  where coalesce(n.data_entrega, n.data_referencia) between p_from and p_to
    and (p_category is null or n.categoria = p_category)
  order by coalesce(n.data_entrega, n.data_referencia) desc, n.protocolo_entrega desc
$$;

alter function internal.company_event_rows(text, integer, date, date, text) owner to api_owner;
revoke all on function internal.company_event_rows(text, integer, date, date, text) from public;
comment on function internal.company_event_rows(text, integer, date, date, text) is
  'Internal: a company''s IPE filings at the newest version of each protocol, delivered (or, without a delivery date, referring to a day) in [p_from, p_to], of p_category when given, newest first.';
--! EndIncluded sql/internal/company_event_rows.sql
--! Included functions/company_events.sql
-- api.company_events: A listed company's IPE filings (material facts, notices, meetings...), newest delivery first.
-- Newest first as the upstream serves it: an analyst reads events from today
-- backwards. Each protocol once, at its newest version, so a re-filing never
-- shows twice; the window runs on that version's delivery date.
drop function if exists api.company_events(text, date, date, text);
drop type if exists api.company_events_row;

create type api.company_events_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  delivery_date date,
  reference_date date,
  category text,
  event_type text,
  species text,
  subject text,
  presentation text,
  protocol text,
  version integer,
  source_url text,
  source text
);
alter type api.company_events_row owner to api_owner;
comment on type api.company_events_row is 'One filing of a listed company to CVM (IPE), at the newest version of its delivery protocol.';
comment on column api.company_events_row.cnpj is 'CNPJ_Companhia, 14 digits; never NULL.';
comment on column api.company_events_row.cd_cvm is 'Codigo_CVM, the company''s CVM code; never NULL.';
comment on column api.company_events_row.company_name is 'Nome_Companhia as filed; NULL when blank.';
comment on column api.company_events_row.delivery_date is 'Data_Entrega of the version served (CVM prints a date, no time); NULL when blank (the window then runs on reference_date).';
comment on column api.company_events_row.reference_date is 'Data_Referencia, the date the filing refers to (e.g. a meeting''s); NULL when blank.';
comment on column api.company_events_row.category is 'Categoria exactly as filed (Fato Relevante, Comunicado ao Mercado, Assembleia, ...), Portuguese, never translated; never NULL.';
comment on column api.company_events_row.event_type is 'Tipo as filed; NULL when blank.';
comment on column api.company_events_row.species is 'Especie as filed; NULL when blank.';
comment on column api.company_events_row.subject is 'Assunto as filed; NULL when blank.';
comment on column api.company_events_row.presentation is 'Tipo_Apresentacao as filed (e.g. AP - Apresentação, RE - Reapresentação); NULL when blank.';
comment on column api.company_events_row.protocol is 'Protocolo_Entrega, CVM''s delivery protocol: one per document; never NULL.';
comment on column api.company_events_row.version is 'Versao of the version served: the newest held for the protocol; never NULL.';
comment on column api.company_events_row.source_url is 'Link_Download exactly as published: the document on CVM''s RAD (this API stores the metadata, not the document); NULL when blank.';
comment on column api.company_events_row.source is 'cvm_ipe (CVM''s open data) or synthetic_sample (generated demo data; never a CVM filing).';

create function api.company_events(p_id text, p_from date default null, p_to date default null, p_category text default null)
returns setof api.company_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_company record := internal.company_on(p_id, 'company_events', v_from, v_to);
  v_category text := btrim(p_category);
  v_held text[];
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'company_events',
    'Send p_from on or before p_to (p_from defaults to 12 months before p_to, p_to to today).', p_from is null);
  if v_category is not null and not exists (select 1 from cvm.ipe_document d where d.categoria = v_category) then
    -- the categories held, one index probe each (a loose scan of ipe_document_categoria)
    with recursive c(categoria) as (
      (select d.categoria from cvm.ipe_document d order by d.categoria limit 1)
      union all
      select (select d.categoria from cvm.ipe_document d where d.categoria > c.categoria order by d.categoria limit 1) from c where c.categoria is not null
    )
    select array_agg(c.categoria order by c.categoria) into v_held from c where c.categoria is not null;
    raise exception using
      errcode = '22023',
      message = format('company_events: unknown p_category %s', quote_literal(p_category)),
      detail = format('p_category matches CVM''s label exactly; the categories held are: %s.', coalesce(array_to_string(v_held, ', '), 'none (no IPE file loaded)')),
      hint = 'Send p_category as one of the categories held, e.g. Fato Relevante, or leave it out for every category.';
  end if;
  select count(*) into v_rows from (select 1 from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'company_events', 'Narrow p_from/p_to or pin p_category.');
  return query select * from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category);
end;
$$;

alter function api.company_events(text, date, date, text) owner to api_owner;
revoke all on function api.company_events(text, date, date, text) from public;
grant execute on function api.company_events(text, date, date, text) to anon, authenticated;
comment on function api.company_events(text, date, date, text) is 'A listed company''s IPE filings (material facts, notices, meetings...), newest delivery first.
CVM''s IPE feed for one listed company: material facts (Fato Relevante), market notices, meeting calls and minutes and the rest of what companies file outside the ITR/DFP statements, newest delivery first (as the upstream service serves it), then by protocol. Each delivery protocol appears once, at its newest version held (version says which); category, event_type, species and subject are CVM''s text as filed; source_url is the document''s link as published. The window runs on the served version''s delivery date (the reference date when it has none). Filings CVM published without a delivery protocol (all before 2015, a minority since) are not held: history starts in 2015 and an empty window before it is that limit. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window, a p_id that is neither a ticker, a CNPJ nor a CVM code, a p_category not held (the detail lists those held) or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window or pin p_category).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first delivery date (YYYY-MM-DD); default 12 months before p_to.
p_to: last delivery date (YYYY-MM-DD); default today.
p_category: CVM''s category label exactly (e.g. Fato Relevante, Comunicado ao Mercado); default every category.
@tag Company events
@default p_from: 12 months before p_to
@default p_to: today
@default p_category: every category';
--! EndIncluded functions/company_events.sql
--! Included sql/internal/lookup_asset_class.sql
-- internal.lookup_asset_class: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_asset_class` in its COMMENT.
create domain internal.lookup_asset_class as text
  check (value in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other', 'fi', 'fidc', 'company'));

alter domain internal.lookup_asset_class owner to api_owner;
comment on domain internal.lookup_asset_class is 'What a lookup row is: a ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other), a fund of a served family (fi, fidc, fii), or a listed company (company).';
--! EndIncluded sql/internal/lookup_asset_class.sql
--! Included sql/internal/lookup_match.sql
-- internal.lookup_match: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_match` in its COMMENT.
create domain internal.lookup_match as text
  check (value in ('ticker', 'isin', 'cnpj', 'cd_cvm', 'name'));

alter domain internal.lookup_match owner to api_owner;
comment on domain internal.lookup_match is 'Which key of a lookup row the query matched: a ticker, an ISIN, a CNPJ or a CVM code exactly, or the name (every word, accents and case ignored).';
--! EndIncluded sql/internal/lookup_match.sql
--! Included sql/internal/lookup_id_type.sql
-- internal.lookup_id_type: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_id_type` in its COMMENT.
create domain internal.lookup_id_type as text
  check (value in ('ticker', 'cnpj'));

alter domain internal.lookup_id_type owner to api_owner;
comment on domain internal.lookup_id_type is 'What a lookup row''s id is: a ticker (quote_history, panel, company endpoints through the FCA map) or a 14-digit CNPJ (a fund''s, or a listed company''s).';
--! EndIncluded sql/internal/lookup_id_type.sql
--! Included functions/lookup.sql
-- api.lookup: one search box for every identifier the API takes: tickers, ISINs,
-- CNPJs, CVM codes, fund names and company names, at most 20 rows, ranked.
-- Exact keys are looked up on their indexes; names through the folded-name
-- trigram index (funds) or the small company register. A ticker row names its
-- company only through the FCA map (never by a name resemblance).
drop function if exists api.lookup(text);
drop type if exists api.lookup_row;

create type api.lookup_row as (
  id text,
  id_type text,
  asset_class text,
  name text,
  isin text,
  cnpj text,
  cd_cvm integer,
  tickers text[],
  match text
);
alter type api.lookup_row owner to api_owner;
comment on type api.lookup_row is 'One identifier found for a query: a ticker of the quote tape, a fund, or a listed company.';
comment on column api.lookup_row.id is 'The id to send to other endpoints: a ticker (quote_history, panel, the company endpoints) or a 14-digit CNPJ (fund_nav and the fund endpoints for a fund, the company endpoints for a company); never NULL.';
comment on column api.lookup_row.id_type is 'ticker or cnpj; never NULL.
@enum internal.lookup_id_type';
comment on column api.lookup_row.asset_class is 'A ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other; from its newest record), a fund''s family (fi, fidc, fii), or company; never NULL.
@enum internal.lookup_asset_class';
comment on column api.lookup_row.name is 'The tape''s short name (NOMRES) of a ticker, the registered name of a fund, the register''s DENOM_SOCIAL of a company; never NULL.';
comment on column api.lookup_row.isin is 'The ticker''s ISIN (CODISI) on its newest tape record; NULL on fund and company rows, or when the tape leaves it blank.';
comment on column api.lookup_row.cnpj is 'A fund''s or company''s CNPJ; on a ticker row the company the registration forms (FCA) map the ticker to on its newest session, NULL when they map it to none or to more than one.';
comment on column api.lookup_row.cd_cvm is 'A company''s CVM code (the lowest when the register gives a CNPJ several); NULL on ticker and fund rows.';
comment on column api.lookup_row.tickers is 'On a company row, every ticker the FCA map holds for it (past ones included), sorted; NULL on other rows and for a company the map does not hold.';
comment on column api.lookup_row.match is 'What the query matched: ticker, isin, cnpj or cd_cvm exactly, or name (every word of the query inside the name, accents and case ignored); never NULL.
@enum internal.lookup_match';

create function api.lookup(p_query text)
returns setof api.lookup_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_upper text := upper(v_query);
  v_digits text := regexp_replace(v_query, '[.\-/\s]', '', 'g');
  v_folded text := cvm.fold_name(v_query);
  v_words text;
begin
  if v_query = '' or length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('lookup: p_query is %s', case when v_query = '' then 'empty' else length(v_query) || ' characters long' end),
      detail = 'lookup needs a ticker, an ISIN, a CNPJ, a CVM code or a few words of a name, at most 300 characters.',
      hint = 'Send p_query like "PETR4", "BRPETRACNOR9", "33.000.167/0001-01", "9512" or "petrobras".';
  end if;
  -- every word inside the name, each a LIKE literal the trigram index answers
  -- (@column stands for the folded name of each population)
  select string_agg(format('@column like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';

  return query execute format($q$
    with tape as (
      -- the ticker's newest record on the cash and odd-lot boards
      select c.* from b3.cotahist c where c.codneg = $1 and c.tpmerc in ('010', '020') order by c.trade_date desc limit 1
    ),
    isin as (
      select distinct on (c.codneg) c.* from b3.cotahist c where c.codisi = $1 and c.tpmerc = '010' order by c.codneg, c.trade_date desc
    ),
    quoted as (
      select q.*, 'ticker' as hit from tape q
      union all
      select i.*, 'isin' from isin i where not exists (select 1 from tape)
    ),
    ticker_rows as (
      select q.codneg as id, 'ticker' as id_type,
             case when q.codbdi = '12' then 'fii' when q.especi like 'CI%%' then 'fund_quota' when q.especi like 'DR%%' then 'bdr'
                  when q.especi like 'UNT%%' then 'unit' when q.especi ~ '^(ON|PN)' then 'equity' else 'other' end as asset_class,
             q.nomres as name, q.codisi as isin,
             (select min(t.cnpj) from cvm.company_ticker t
               where t.ticker = q.codneg and (t.valid_from is null or t.valid_from <= q.trade_date) and (t.valid_to is null or t.valid_to >= q.trade_date)
              having count(*) = 1) as cnpj,
             null::integer as cd_cvm, null::text[] as tickers, q.hit as match, 1 as rank, 1.0::real as score
      from quoted q
    ),
    companies as (
      select distinct on (r.cnpj) r.cnpj, r.cd_cvm, r.denom_social
      from cvm.cad_cia_aberta r
      order by r.cnpj, r.cd_cvm
    ),
    company_hits as (
      select c.*, 'cnpj' as hit, 1 as rank, 1.0::real as score from companies c where c.cnpj = $2
      union all
      select c.*, 'cd_cvm', 1, 1.0::real from companies c where $2 ~ '^[0-9]{1,6}$' and c.cd_cvm = $2::integer
      union all
      select c.*, 'ticker', 1, 1.0::real from companies c where c.cnpj in (select t.cnpj from cvm.company_ticker t where t.ticker = $1)
      union all
      select c.*, 'name', case when cvm.fold_name(c.denom_social) like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, cvm.fold_name(c.denom_social))
      from companies c where %2$s
    ),
    company_rows as (
      select distinct on (h.cnpj) h.cnpj as id, 'cnpj' as id_type, 'company' as asset_class, h.denom_social as name, null::text as isin, h.cnpj,
             h.cd_cvm, (select array_agg(distinct t.ticker order by t.ticker) from cvm.company_ticker t where t.cnpj = h.cnpj) as tickers,
             h.hit as match, h.rank, h.score
      from company_hits h
      order by h.cnpj, h.rank, h.score desc
    ),
    fund_rows as (
      select f.cnpj as id, 'cnpj' as id_type, f.entity_type as asset_class, f.fund_name as name, null::text as isin, f.cnpj,
             null::integer as cd_cvm, null::text[] as tickers, 'cnpj' as match, 1 as rank, 1.0::real as score
      from cvm.fund_registry f where f.cnpj = $2 and f.entity_type is not null
      union all
      (select f.cnpj, 'cnpj', f.entity_type, f.fund_name, null, f.cnpj, null, null, 'name',
              case when f.search_name like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, f.search_name)
       from cvm.fund_registry f
       where %1$s and f.entity_type is not null and f.cnpj <> $2
       order by (f.search_name like $3 || '%%') desc, extensions.word_similarity($3, f.search_name) desc, f.fund_name, f.cnpj
       limit 20)
    )
    select a.id, a.id_type, a.asset_class, a.name, a.isin, a.cnpj, a.cd_cvm, a.tickers, a.match
    from (select * from ticker_rows union all select * from company_rows union all select * from fund_rows) a
    -- exact keys: the ticker, then companies, then funds; names: closer first
    order by a.rank, case when a.rank = 1 then case when a.id_type = 'ticker' then 0 when a.asset_class = 'company' then 1 else 2 end end,
             a.score desc, a.name, a.id
    limit 20
  $q$, replace(coalesce(v_words, 'false'), '@column', 'f.search_name'), replace(coalesce(v_words, 'false'), '@column', 'cvm.fold_name(c.denom_social)'))
  using v_upper, v_digits, v_folded;
end;
$$;

alter function api.lookup(text) owner to api_owner;
revoke all on function api.lookup(text) from public;
grant execute on function api.lookup(text) to anon, authenticated;
comment on function api.lookup(text) is 'Find the id of a ticker, fund or listed company from a ticker, ISIN, CNPJ, CVM code or name: at most 20 rows, best match first.
One search box for every identifier this API takes. A ticker (case ignored) matches the quote tape exactly (its newest record: type, short name, ISIN) and, through the registration forms'' (FCA) ticker map, the company that filed it; an ISIN matches the tickers the tape lists under it; a CNPJ (punctuation ignored) matches a fund or a listed company exactly; 1 to 6 digits match a company''s CVM code; otherwise every word of the query must appear in a fund''s or company''s name, accents and case ignored. Ranked: exact keys first (ticker rows, then companies, then funds), then names that start with the query, then names containing every word, closer names first (trigram word similarity), then by name. A company row carries every ticker the FCA map holds for it; a ticker row carries its company''s CNPJ only when the map names exactly one company for it on the ticker''s newest session, never by a name resemblance. No match answers []; more than 20 matches answer the best 20 (send more of the name). An empty p_query or one longer than 300 characters raises 22023.
p_query: a ticker (PETR4), an ISIN, a CNPJ, a CVM code or a few words of a name (petrobras).
@tag Lookup';
--! EndIncluded functions/lookup.sql
--! Included sql/b3/tape_listing.sql
-- What the quote tape's cash board has traded, one row per ticker and ISIN,
-- with the first and last session and how many sessions: kept by
-- b3.refresh_tape_listing in each COTAHIST file's transaction, so the research
-- universe reads a few thousand rows instead of aggregating a multi-year tape.
-- Every cash ticker has its rows (not only shares and units): a file that
-- only adds sessions after those held can then add its counts to them.
create table b3.tape_listing (
  ticker text not null,
  isin text not null,
  asset_class text not null check (asset_class in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other')),
  short_name text,
  spec text,
  first_session date not null,
  last_session date not null,
  sessions integer not null check (sessions > 0),
  codbdi text,
  primary key (ticker, isin)
);
alter table b3.tape_listing owner to ingest_writer;
grant select on b3.tape_listing to api_owner;
comment on table b3.tape_listing is 'Derived from b3.cotahist (cash board, TPMERC 010): one row per ticker (CODNEG) and ISIN (CODISI; '''' when blank), with its first and last session, the sessions it traded, and its newest short name, ESPECI, CODBDI and class (the quotes view''s rule: fii, fund_quota, bdr, unit, equity, other). Kept by b3.refresh_tape_listing for the tickers each COTAHIST file holds.';
comment on column b3.tape_listing.codbdi is 'CODBDI of the newest record.';
comment on column b3.tape_listing.sessions is 'Cash-board sessions with a record of this ticker and ISIN.';
--! EndIncluded sql/b3/tape_listing.sql
--! Included sql/b3/refresh_tape_listing.sql
-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session. Per cash-board ticker of those sessions:
-- when every session held for it before is older than the file and none is
-- newer (a daily file, or yearly files loaded in order), the file's counts are
-- added to the rows held; otherwise its rows are recomputed over the whole tape.
-- One ticker at a time on the (codneg, trade_date) index (a lateral probe), so
-- the refresh never depends on statistics the just-written rows lack.
create or replace function b3.refresh_tape_listing(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tickers text[];
  v_append text[];
  v_whole text[];
begin
  if p_first is null or p_last is null then
    return;
  end if;
  select array_agg(distinct c.codneg) into v_tickers
  from b3.cotahist c
  where c.trade_date between p_first and p_last and c.tpmerc = '010';
  if v_tickers is null then
    return;
  end if;
  select array_agg(t.ticker) filter (where t.appends), array_agg(t.ticker) filter (where not t.appends)
    into v_append, v_whole
  from (
    select u.ticker,
           coalesce((select max(l.last_session) from b3.tape_listing l where l.ticker = u.ticker), p_first - 1) < p_first
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date > p_last)
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date < p_first
                             and not exists (select 1 from b3.tape_listing l where l.ticker = u.ticker)) as appends
    from unnest(v_tickers) u(ticker)
  ) t;

  delete from b3.tape_listing l where l.ticker = any (coalesce(v_whole, '{}'));
  insert into b3.tape_listing as l (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions, codbdi)
  select t.ticker, a.isin,
         case when a.codbdi = '12' then 'fii' when a.spec like 'CI%' then 'fund_quota' when a.spec like 'DR%' then 'bdr'
              when a.spec like 'UNT%' then 'unit' when a.spec ~ '^(ON|PN)' then 'equity' else 'other' end,
         a.short_name, a.spec, a.first_session, a.last_session, a.sessions, a.codbdi
  from (select x, x = any (coalesce(v_append, '{}')) from unnest(v_tickers) x) t(ticker, appends)
  cross join lateral (
    select coalesce(c.codisi, '') as isin, min(c.trade_date) as first_session, max(c.trade_date) as last_session, count(*)::integer as sessions,
           (array_agg(c.nomres order by c.trade_date desc))[1] as short_name,
           (array_agg(c.especi order by c.trade_date desc))[1] as spec,
           (array_agg(c.codbdi order by c.trade_date desc))[1] as codbdi
    from b3.cotahist c
    where c.codneg = t.ticker and c.tpmerc = '010'
      and (not t.appends or c.trade_date between p_first and p_last)
    group by coalesce(c.codisi, '')
  ) a
  on conflict (ticker, isin) do update
     set first_session = least(l.first_session, excluded.first_session),
         last_session = excluded.last_session,
         sessions = l.sessions + excluded.sessions,
         short_name = excluded.short_name, spec = excluded.spec, codbdi = excluded.codbdi, asset_class = excluded.asset_class;
end;
$$;

alter function b3.refresh_tape_listing(date, date) owner to ingest_writer;
revoke all on function b3.refresh_tape_listing(date, date) from public;
comment on function b3.refresh_tape_listing(date, date) is 'Keeps b3.tape_listing for the cash-board tickers between p_first and p_last: adds the file''s counts when it only adds sessions after those held for a ticker, else recomputes the ticker over the whole tape. Called by the COTAHIST loader after each file.';
--! EndIncluded sql/b3/refresh_tape_listing.sql
-- a tape loaded before this migration: its listing, once
select b3.refresh_tape_listing(min(c.trade_date), max(c.trade_date)) from b3.cotahist c;
--! Included sql/internal/cnpj_basis.sql
-- internal.cnpj_basis: a value set the contract states, written once. A column
-- holding it says `@enum internal.cnpj_basis` in its COMMENT.
create domain internal.cnpj_basis as text
  check (value in ('fca_ticker', 'fca_issuer_stem'));

alter domain internal.cnpj_basis owner to api_owner;
comment on domain internal.cnpj_basis is 'How research_universe matched a ticker to its company (NULL: not matched): fca_ticker, the registration forms'' (FCA) map lists the ticker for exactly one company on its last session; fca_issuer_stem, it does not, but lists tickers of the same 4-letter root for exactly one company then.';
--! EndIncluded sql/internal/cnpj_basis.sql
--! Included functions/research_universe.sql
-- api.research_universe: every share and unit the quote tape has traded, with
-- its company where the registration forms (FCA) say which, ticker order, cursor
-- paged. Reads the shares and units of b3.tape_listing (kept at load time), so a
-- multi-year tape costs one index probe per row for the company match.
drop function if exists api.research_universe(text);
drop type if exists api.research_universe_row;

create type api.research_universe_row as (
  ticker text,
  isin text,
  asset_class text,
  short_name text,
  first_session date,
  last_session date,
  sessions integer,
  cnpj text,
  cnpj_basis text,
  cd_cvm integer,
  company_name text,
  sector text
);
alter type api.research_universe_row owner to api_owner;
comment on type api.research_universe_row is 'One share or unit of the quote tape (ticker and ISIN) with its trading span and, where the FCA map says, its company.';
comment on column api.research_universe_row.ticker is 'CODNEG; never NULL.';
comment on column api.research_universe_row.isin is 'CODISI; '''' when the tape leaves it blank; never NULL (a ticker whose ISIN changed has one row per ISIN).';
comment on column api.research_universe_row.asset_class is 'equity (ESPECI ON*/PN*) or unit (UNT*), from the newest record; never NULL.
@enum internal.quote_asset_class';
comment on column api.research_universe_row.short_name is 'NOMRES of the newest record; NULL when blank.';
comment on column api.research_universe_row.first_session is 'First cash-board session (TPMERC 010) the tape holds for the ticker and ISIN; never NULL.';
comment on column api.research_universe_row.last_session is 'Last such session; never NULL.';
comment on column api.research_universe_row.sessions is 'Cash-board sessions the tape holds for it; never NULL.';
comment on column api.research_universe_row.cnpj is 'The company''s CNPJ as cnpj_basis says; NULL when the FCA map names no single company (never matched by name).';
comment on column api.research_universe_row.cnpj_basis is 'fca_ticker (the FCA map lists this ticker for exactly one company on last_session), fca_issuer_stem (it does not, but lists tickers of the same 4-letter root for exactly one company then); NULL when neither.
@enum internal.cnpj_basis';
comment on column api.research_universe_row.cd_cvm is 'The company''s CVM code from the register (the lowest for its CNPJ); NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.company_name is 'DENOM_SOCIAL from the register; NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.sector is 'SETOR_ATIV from the register, as it stands now (not as of last_session); NULL when cnpj is NULL, the register does not hold it or leaves it blank.';

create function api.research_universe(p_after text default null)
returns setof api.research_universe_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text;
  v_isin text;
  v_rows bigint;
begin
  if p_after is not null and p_after <> '' then
    if p_after !~ '^[^|]+\|[^|]*$' then
      raise exception using
        errcode = '22023',
        message = format('research_universe: p_after %s is not a research_universe cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s ticker|isin.',
        hint = 'Send p_after = '''' for the first page, then the last row''s ticker|isin, e.g. PETR4|BRPETRACNPR6.';
    end if;
    v_ticker := split_part(p_after, '|', 1);
    v_isin := split_part(p_after, '|', 2);
  end if;
  if p_after is null then
    select count(*) into v_rows from (select 1 from b3.tape_listing x where x.asset_class in ('equity', 'unit') limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'research_universe', 'Page with p_after = '''' (then the last row''s ticker|isin).');
  end if;
  return query
  select l.ticker, l.isin, l.asset_class, l.short_name, l.first_session, l.last_session, l.sessions,
         m.cnpj, m.basis, r.cd_cvm, r.denom_social, r.setor_ativ
  from (
    select x.* from b3.tape_listing x
    where x.asset_class in ('equity', 'unit')
      and (v_ticker is null or (x.ticker, x.isin) > (v_ticker, v_isin))
    order by x.ticker, x.isin
    limit 1000
  ) l
  left join lateral (
    select coalesce(d.cnpj, s.cnpj) as cnpj, case when d.cnpj is not null then 'fca_ticker' when s.cnpj is not null then 'fca_issuer_stem' end as basis
    from (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where t.ticker = l.ticker and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) d
    full join (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where left(t.ticker, 4) = left(l.ticker, 4) and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) s on true
  ) m on true
  left join lateral (
    select c.cd_cvm, c.denom_social, c.setor_ativ from cvm.cad_cia_aberta c where c.cnpj = m.cnpj order by c.cd_cvm limit 1
  ) r on true
  order by l.ticker, l.isin;
end;
$$;

alter function api.research_universe(text) owner to api_owner;
revoke all on function api.research_universe(text) from public;
grant execute on function api.research_universe(text) to anon, authenticated;
comment on function api.research_universe(text) is 'Every share and unit the quote tape has traded (ticker, ISIN, first and last session, sessions), with its company where the registration forms say which, ticker order.
One row per ticker and ISIN of a share (ESPECI ON*/PN*) or unit (UNT*) on the cash board of the quote tape (COTAHIST), with its first and last session and the sessions it traded, kept at load time. cnpj comes from the registration forms'' (FCA) ticker map and cnpj_basis says how: fca_ticker when the map lists the ticker for exactly one company on its last session, fca_issuer_stem when it does not but lists tickers of the same 4-letter root for exactly one company then, NULL otherwise (never matched by name). cd_cvm, company_name and sector (SETOR_ATIV) come from CVM''s register for that CNPJ, as it stands now. Ordered by ticker, then ISIN. Paging: p_after = '''' for the first page, then the last row''s ticker|isin; a page shorter than 1000 rows is the last. p_after = null answers the whole universe and is refused (22023) above 1000 rows; a malformed cursor raises 22023.
p_after: cursor: null = whole result, '''' = first page, then the last row''s ticker|isin (e.g. PETR4|BRPETRACNPR6).
@tag Research
@cursor ticker|isin
@default p_after';
--! EndIncluded functions/research_universe.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"Which shares and units has the quote tape traded, since when, and which company is behind each?","call":{"method":"POST","path":"/rpc/research_universe","body":{"p_after":""}},"then":"the first page (up to 1000 rows) in ticker order: each share or unit with its ISIN, first and last session and sessions traded; cnpj and cnpj_basis where the registration forms'' ticker map names the company (NULL on the synthetic tape''s tickers, which no form lists); continue with p_after = the last row''s ticker|isin"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Series of CVM funds (fi, fidc, fii, fiagro monthly; fip on 31 December): NAV, quota, holders, flows, delinquency, yield, assets; FII properties as filed quarterly.","Lookup":"Find identifiers: funds by name or CNPJ prefix; tickers, ISINs, CNPJs, CVM codes, fund and company names in one search (lookup).","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Fund-association data":"The fund association''s (ANBIMA) monthly fund bulletin: net assets, net flows, returns and fund counts per ANBIMA class, type and industry total, as published; industry aggregates, never a fund''s figure.","Holdings":"What funds hold, from the CVM holdings filing (CDA): a fund''s listed securities and fund quotas, which funds hold a ticker, and the private-credit lines by holder or issuer.","Research":"The research universe: every share and unit the quote tape has traded, its span, and the company the registration forms name for it."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
