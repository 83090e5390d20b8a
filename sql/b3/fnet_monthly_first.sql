-- The first delivery of each fund's version 1 monthly structured report per
-- reference month, with its lag and its days past the deadline: what
-- screen_late_filers measures, written when the FNET register is written (the
-- triggers below), so a screen call reads a year of first deliveries from an index
-- instead of joining and grouping the whole register.
create table b3.fnet_monthly_first (
  cnpj text not null,
  tipo_fundo smallint,
  month date not null,
  delivered timestamp not null,
  listed_name text,
  lag_days integer not null,
  days_late integer not null
);
-- one row per (cnpj, tipoFundo of the query, month), as the screen groups them
create unique index fnet_monthly_first_key on b3.fnet_monthly_first (cnpj, month, coalesce(tipo_fundo, 0))
  include (tipo_fundo, lag_days, days_late, listed_name);
comment on index b3.fnet_monthly_first_key is 'A fund''s months in order, with what screen_late_filers aggregates: the screen reads only the funds its late rows picked.';
-- the late months alone pick the funds a call screens (p_min_days_late is at least 1)
create index fnet_monthly_first_late on b3.fnet_monthly_first (month, days_late) include (cnpj, tipo_fundo) where days_late >= 1;
comment on index b3.fnet_monthly_first_late is 'The months delivered after the deadline: screen_late_filers counts them per fund to pick the funds it measures.';
alter table b3.fnet_monthly_first owner to ingest_writer;
grant select on b3.fnet_monthly_first to api_owner;
comment on table b3.fnet_monthly_first is 'One row per fund (the query''s cnpjFundo and tipoFundo, b3.fnet_document_fund) and reference month with a version 1 monthly structured report in b3.fnet_document: the first delivery and its lag. Derived in the writing statement by the triggers on b3.fnet_document and b3.fnet_document_fund (b3.sync_fnet_monthly_first).';
comment on column b3.fnet_monthly_first.cnpj is 'The CNPJ the FNET search was asked for.';
comment on column b3.fnet_monthly_first.tipo_fundo is 'tipoFundo of the query (1 FII, 2 FIDC, 3 other); NULL when the query did not say.';
comment on column b3.fnet_monthly_first.month is 'Reference month (first day), b3.fnet_document.reference_date.';
comment on column b3.fnet_monthly_first.delivered is 'Earliest dataEntrega among the version 1 monthly reports of the fund and month.';
comment on column b3.fnet_monthly_first.listed_name is 'Smallest descricaoFundo among them (shown only).';
comment on column b3.fnet_monthly_first.lag_days is 'Days from the end of the reference month to the delivery date.';
comment on column b3.fnet_monthly_first.days_late is 'Days from the deadline (15 days after the end of the reference month) to the delivery date; 0 or less is on time.';
-- the triggers that keep it (b3.sync_fnet_monthly_first), on both halves of a key
create trigger fnet_monthly_first_insert after insert on b3.fnet_document referencing new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_update after update on b3.fnet_document referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_delete after delete on b3.fnet_document referencing old table as old_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_truncate after truncate on b3.fnet_document
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_insert after insert on b3.fnet_document_fund referencing new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_update after update on b3.fnet_document_fund referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_delete after delete on b3.fnet_document_fund referencing old table as old_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_truncate after truncate on b3.fnet_document_fund
  for each statement execute function b3.sync_fnet_monthly_first();
