-- Each CRI/CRA series' month (registry code, series number, class, month) as
-- api.portfolio_credit_returns reads it: the lines of the newest version of each
-- certificate's report that files the code, folded into one set of figures,
-- whether those lines disagree, and the month's step from the month before (its
-- factor or why there is none), which depends on no window. Written by the triggers below in every statement
-- that writes cvm.securit_classe, so a call reads one index range per code
-- instead of every version's lines.
create table cvm.securit_series_month (
  code text not null,
  numero_serie numeric,
  classe text,
  month date not null,
  instrument_type text not null,
  cnpj_emissora text not null,
  ambiguous boolean not null,
  q numeric,
  v numeric,
  r numeric,
  a numeric,
  own_gap text,
  step_gap text,
  prev_ok boolean not null,
  next_filed boolean not null,
  ln_factor numeric,
  pu numeric,
  income_pu numeric,
  amortisation_pu numeric,
  constraint securit_series_month_key unique nulls not distinct (code, month, numero_serie, classe)
);
alter table cvm.securit_series_month owner to ingest_writer;
grant select on cvm.securit_series_month to api_owner;
comment on table cvm.securit_series_month is 'One row per CRI/CRA series month of cvm.securit_classe (upper(Codigo_CETIP), Numero_Serie, Classe, month): the lines of the newest version of each certificate''s report of that month filing the code; kept in the writing statement by the triggers on cvm.securit_classe (cvm.sync_securit_series_month). api.portfolio_credit_returns reads it.';
comment on column cvm.securit_series_month.code is 'upper(Codigo_CETIP) as filed (not trimmed): the key portfolio_credit_returns matches its normalised codes against.';
comment on column cvm.securit_series_month.numero_serie is 'Numero_Serie as filed; NULL when blank (such lines form one series).';
comment on column cvm.securit_series_month.classe is 'Classe as filed; NULL when blank.';
comment on column cvm.securit_series_month.month is 'The report''s month (first day).';
comment on column cvm.securit_series_month.instrument_type is 'The greatest instrument_type among the lines (cri_mensal or cra_mensal).';
comment on column cvm.securit_series_month.cnpj_emissora is 'The greatest CNPJ_Emissora among the lines.';
comment on column cvm.securit_series_month.ambiguous is 'True when the lines disagree: a figure differs among them or is blank on some only.';
comment on column cvm.securit_series_month.q is 'The least Quantidade_Certificados of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.v is 'The least Valor_Certificados of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.r is 'The least Rendimentos of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.a is 'The least Amortizacoes of the lines; NULL when all are blank.';
comment on column cvm.securit_series_month.own_gap is 'Why the month''s own report is unusable as a month (ambiguous_rows, price_not_filed, invalid_value: quantity or value not above 0); NULL when usable. What a window''s base month is judged by.';
comment on column cvm.securit_series_month.step_gap is 'Why the month gives no factor when it is not a window''s base month: own_gap, else income_not_filed, amortisation_not_filed, invalid_value (a negative flow), quantity_changed (the month before is usable and its quantity differs); NULL when it does.';
comment on column cvm.securit_series_month.prev_ok is 'True when the series files the month before and that month''s own_gap is NULL.';
comment on column cvm.securit_series_month.next_filed is 'True when the series files the month after.';
comment on column cvm.securit_series_month.ln_factor is 'ln((v + r + a) / the month before''s v) when step_gap is NULL and prev_ok; NULL otherwise.';
comment on column cvm.securit_series_month.pu is 'v / q when own_gap is NULL; NULL otherwise.';
comment on column cvm.securit_series_month.income_pu is 'r / q; NULL when either is NULL or q is 0.';
comment on column cvm.securit_series_month.amortisation_pu is 'a / q; NULL when either is NULL or q is 0.';

-- the triggers that keep it (cvm.sync_securit_series_month)
create trigger securit_series_month_insert after insert on cvm.securit_classe referencing new table as new_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_update after update on cvm.securit_classe referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_delete after delete on cvm.securit_classe referencing old table as old_rows
  for each statement execute function cvm.sync_securit_series_month();
create trigger securit_series_month_truncate after truncate on cvm.securit_classe
  for each statement execute function cvm.sync_securit_series_month();
