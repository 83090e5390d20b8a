-- Each certificate's newest monthly report (reference month, then version) in
-- cvm.securit_classe: written by the triggers below in every statement that writes
-- the reports, so screen_overdue_securit reads the newest report of each certificate
-- instead of asking, line by line, whether a newer one exists.
create table cvm.securit_newest (
  instrument_type text not null,
  cnpj_emissora text not null,
  codigo_identificacao_certificado text not null,
  data_referencia date not null,
  versao integer not null,
  primary key (instrument_type, cnpj_emissora, codigo_identificacao_certificado)
);
alter table cvm.securit_newest owner to ingest_writer;
grant select on cvm.securit_newest to api_owner;
comment on table cvm.securit_newest is 'One row per CRI/CRA certificate of cvm.securit_classe with its newest report (the highest data_referencia, then versao); kept in the writing statement by the triggers on cvm.securit_classe (cvm.sync_securit_newest).';
comment on column cvm.securit_newest.instrument_type is 'cri_mensal or cra_mensal, as in cvm.securit_classe.';
comment on column cvm.securit_newest.cnpj_emissora is 'Securitiser CNPJ, as in cvm.securit_classe.';
comment on column cvm.securit_newest.codigo_identificacao_certificado is 'Certificate identification code, as in cvm.securit_classe.';
comment on column cvm.securit_newest.data_referencia is 'Reference month of the certificate''s newest report.';
comment on column cvm.securit_newest.versao is 'Highest version filed for that month.';

-- the triggers that keep it (cvm.sync_securit_newest)
create trigger securit_newest_insert after insert on cvm.securit_classe referencing new table as new_rows
  for each statement execute function cvm.sync_securit_newest();
create trigger securit_newest_update after update on cvm.securit_classe referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_securit_newest();
create trigger securit_newest_delete after delete on cvm.securit_classe referencing old table as old_rows
  for each statement execute function cvm.sync_securit_newest();
create trigger securit_newest_truncate after truncate on cvm.securit_classe
  for each statement execute function cvm.sync_securit_newest();
