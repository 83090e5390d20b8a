--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:278cbb3ab80fb9519f0076636f0ece833a705b43
--! Message: Listed companies: the FCA ticker map (cvm-cia-fca) and ticker p_id in income_statements and balance_sheets

-- Issue 25: the FCA ticker map and ticker p_id in the listed-company resolver
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
  elsif v_ticker !~ '^[A-Z0-9]{4,12}$' or v_ticker !~ '[A-Z]' then
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
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm), one of them set: 14 digits once punctuation is removed is a CNPJ, 1 to 6 digits a CVM code, 4 to 12 letters and digits a ticker of the FCA map held on some day of [p_from, p_to] (cnpj '''' when none: no row matches); a ticker two companies held, or anything else, raises 22023 naming the calling function.';
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
comment on column api.income_statements_row.doc_type is 'The filing: dfp (yearly standardised statements); never NULL.
@enum internal.financial_doc_type';
comment on column api.income_statements_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.income_statements_row.statement is 'dre (income statement); never NULL.
@enum internal.financial_statement';
comment on column api.income_statements_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.income_statements_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.income_statements_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.income_statements_row.received_on is 'DT_RECEB of that version, from the filing index (dfp_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.income_statements_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.income_statements_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.income_statements_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.income_statements_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.income_statements_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.income_statements_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.income_statements_row.source is 'cvm_dfp (CVM''s open data) or synthetic_sample (generated demo data; never a CVM figure).';

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
    'The filings held are dfp (the yearly standardised statements).', 'Send p_doc_type as dfp, or leave it out for every filing.');
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
  return query select * from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of);
end;
$$;

alter function api.income_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.income_statements(text, date, date, text, text, date) from public;
grant execute on function api.income_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.income_statements(text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
The income statement (DRE, Demonstração do Resultado) as CVM received it: every account line of the periods ending in the window, oldest period first, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp; default every filing type held.
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
comment on column api.balance_sheets_row.doc_type is 'The filing: dfp (yearly standardised statements); never NULL.
@enum internal.financial_doc_type';
comment on column api.balance_sheets_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.balance_sheets_row.statement is 'bpa (assets) or bpp (liabilities and equity); never NULL.
@enum internal.financial_statement';
comment on column api.balance_sheets_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.balance_sheets_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.balance_sheets_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.balance_sheets_row.received_on is 'DT_RECEB of that version, from the filing index (dfp_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.balance_sheets_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.balance_sheets_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.balance_sheets_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.balance_sheets_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.balance_sheets_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.balance_sheets_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.balance_sheets_row.source is 'cvm_dfp (CVM''s open data) or synthetic_sample (generated demo data; never a CVM figure).';

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
    'The filings held are dfp (the yearly standardised statements).', 'Send p_doc_type as dfp, or leave it out for every filing.');
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
  return query select * from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of);
end;
$$;

alter function api.balance_sheets(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.balance_sheets(text, date, date, text, text, date) from public;
grant execute on function api.balance_sheets(text, date, date, text, text, date) to anon, authenticated;
comment on function api.balance_sheets(text, date, date, text, text, date) is 'A listed company''s balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
The balance sheet (BPA assets and BPP liabilities and equity) as CVM received it: every account line of the periods ending in the window, oldest period first, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp; default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/balance_sheets.sql
