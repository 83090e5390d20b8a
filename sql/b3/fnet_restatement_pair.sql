-- b3.fnet_restatement_pair: every re-filed FNET document (versao above 1) paired
-- with the version it replaced, written when the register is written (the
-- statement triggers below, b3.sync_fnet_restatement_pair), so fund_restatements,
-- fund_restatement_diff and screen_restatements read a few thousand pairs instead
-- of pairing the whole register on every call. The rule is
-- b3.refresh_fnet_restatement_pair's: the same fund link (the CNPJ the search was
-- asked for), categoria, tipo, especie and reference text, the highest versao
-- below this one, the greatest id on a tie; a document with no fund link or no
-- reference text is never paired.
create table b3.fnet_restatement_pair (
  fnet_id bigint not null,
  cnpj text,
  tipo_fundo smallint,
  fund_name text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  reference_raw text,
  reference_date date,
  versao integer,
  modalidade text,
  status text,
  delivered_at timestamp not null,
  monthly_report boolean,
  previous_fnet_id bigint,
  previous_delivered_at timestamp,
  lag_days integer,
  diff_status text,
  n_fields_changed integer
);
-- one row per fund link of a document, or one unlinked row
create unique index fnet_restatement_pair_key on b3.fnet_restatement_pair (fnet_id, coalesce(cnpj, ''));
-- one fund's re-filings, newest first (fund_restatements and fund_restatement_diff with p_cnpj; the screen's newest re-filing)
create index fnet_restatement_pair_fund on b3.fnet_restatement_pair (cnpj, delivered_at);
-- a delivery window over every fund (fund_restatements without p_cnpj; the screen counts re-filings per fund from it alone)
create index fnet_restatement_pair_delivered on b3.fnet_restatement_pair (delivered_at) include (cnpj, modalidade, fnet_id);
alter table b3.fnet_restatement_pair owner to ingest_writer;
grant select on b3.fnet_restatement_pair to api_owner;
comment on table b3.fnet_restatement_pair is 'Re-filed FNET documents (versao > 1), one row per fund link (or one unlinked row), paired with the highest lower version of the same (cnpj link, categoria, tipo, especie, reference text), greatest id on a tie; diff_status compared when both bodies are held and declare the linked fund and the listed reference, NULL when a body is not held. Derived in the writing statement by the triggers on b3.fnet_document, b3.fnet_document_fund, b3.fnet_document_body and b3.fnet_document_field (b3.sync_fnet_restatement_pair).';
comment on column b3.fnet_restatement_pair.fnet_id is 'The re-filed document (b3.fnet_document.id, versao above 1).';
comment on column b3.fnet_restatement_pair.cnpj is 'The CNPJ the FNET search was asked for (b3.fnet_document_fund); NULL when no search linked the document (then never paired).';
comment on column b3.fnet_restatement_pair.tipo_fundo is 'tipoFundo of the query (1 FII, 2 FIDC, 3 ETF); NULL when the query did not say or no search linked the document.';
comment on column b3.fnet_restatement_pair.fund_name is 'descricaoFundo as listed.';
comment on column b3.fnet_restatement_pair.reference_raw is 'dataReferencia as listed; NULL when not published (then never paired).';
comment on column b3.fnet_restatement_pair.reference_date is 'b3.fnet_document.reference_date.';
comment on column b3.fnet_restatement_pair.delivered_at is 'dataEntrega of the re-filing, São Paulo local time as published.';
comment on column b3.fnet_restatement_pair.monthly_report is 'b3.fnet_document.monthly_report of the re-filing.';
comment on column b3.fnet_restatement_pair.previous_fnet_id is 'The version it replaced; NULL when not pairable or no lower version is held.';
comment on column b3.fnet_restatement_pair.previous_delivered_at is 'dataEntrega of the replaced version; NULL when previous_fnet_id is NULL.';
comment on column b3.fnet_restatement_pair.lag_days is 'Delivery date of the re-filing minus that of the replaced version; NULL when previous_fnet_id is NULL.';
comment on column b3.fnet_restatement_pair.diff_status is 'compared, unpairable_no_link, unpairable_no_reference, no_predecessor or declared_mismatch; NULL when a body of the pair is not held.';
comment on column b3.fnet_restatement_pair.n_fields_changed is 'Fields whose text differs, was added or was removed between the two bodies (the rows of b3.fnet_field_change for the pair); NULL unless diff_status is compared.';
-- the triggers that keep it (b3.sync_fnet_restatement_pair): a pair reads the register, the fund links, the bodies and their fields
create trigger fnet_restatement_pair_insert after insert on b3.fnet_document referencing new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_update after update on b3.fnet_document referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_delete after delete on b3.fnet_document referencing old table as old_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_truncate after truncate on b3.fnet_document
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_insert after insert on b3.fnet_document_fund referencing new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_update after update on b3.fnet_document_fund referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_delete after delete on b3.fnet_document_fund referencing old table as old_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_truncate after truncate on b3.fnet_document_fund
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_insert after insert on b3.fnet_document_body referencing new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_update after update on b3.fnet_document_body referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_delete after delete on b3.fnet_document_body referencing old table as old_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_truncate after truncate on b3.fnet_document_body
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_insert after insert on b3.fnet_document_field referencing new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_update after update on b3.fnet_document_field referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_delete after delete on b3.fnet_document_field referencing old table as old_rows
  for each statement execute function b3.sync_fnet_restatement_pair();
create trigger fnet_restatement_pair_truncate after truncate on b3.fnet_document_field
  for each statement execute function b3.sync_fnet_restatement_pair();
