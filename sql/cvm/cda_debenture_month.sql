-- Each debenture code's month in the funds' holdings (CDA block 4, the
-- Debêntures lines with quantity and value above 0) as
-- api.portfolio_debenture_returns reads it: how many funds mark it and their
-- lower median mark. Written by the triggers below in every statement that
-- writes cvm.cda_blc_4 (the table is not partitioned; the CDA loader's upsert
-- and its fund-month trim are plain statements on it), so a call reads one
-- index range per code instead of every fund's lines.
create table cvm.cda_debenture_month (
  code text not null,
  month date not null,
  n_funds integer not null,
  median numeric not null,
  primary key (code, month)
);
alter table cvm.cda_debenture_month owner to ingest_writer;
grant select on cvm.cda_debenture_month to api_owner;
comment on table cvm.cda_debenture_month is 'One row per code and month that some fund''s CDA block 4 lists as Debêntures with quantity and value above 0: the funds marking it and the lower median of their marks; kept in the writing statement by the triggers on cvm.cda_blc_4 (cvm.sync_cda_debenture_month). api.portfolio_debenture_returns reads it.';
comment on column cvm.cda_debenture_month.code is 'upper(CD_ATIVO) as filed (not trimmed): the key portfolio_debenture_returns matches its normalised codes against.';
comment on column cvm.cda_debenture_month.month is 'The month of DT_COMPTC (first day).';
comment on column cvm.cda_debenture_month.n_funds is 'Funds (CNPJ) with a usable Debêntures line of the code that month; at least 1.';
comment on column cvm.cda_debenture_month.median is 'percentile_disc(0.5) of the funds'' marks, each the sum of VL_MERC_POS_FINAL over the sum of QT_POS_FINAL of its usable lines; unrounded.';

-- the triggers that keep it (cvm.sync_cda_debenture_month)
create trigger cda_debenture_month_insert after insert on cvm.cda_blc_4 referencing new table as new_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_update after update on cvm.cda_blc_4 referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_delete after delete on cvm.cda_blc_4 referencing old table as old_rows
  for each statement execute function cvm.sync_cda_debenture_month();
create trigger cda_debenture_month_truncate after truncate on cvm.cda_blc_4
  for each statement execute function cvm.sync_cda_debenture_month();
