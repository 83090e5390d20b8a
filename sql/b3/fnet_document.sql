-- The FNET (B3 Fundos.NET) document register as its public search lists it: one
-- row per document id. Every version of a document is a new id and nothing links
-- it to its parent, so versions are rows of their own. The listing's cnpjFundo
-- is null on every row: which fund a document belongs to is known only from the
-- query that listed it, kept apart in b3.fnet_document_fund.
create table b3.fnet_document (
  id bigint primary key,
  descricao_fundo text,
  nome_pregao text,
  fundo_ou_classe text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  data_referencia text,
  formato_data_referencia text,
  reference_date date,
  data_entrega timestamp not null,
  versao integer,
  modalidade text,
  status text,
  situacao_documento text,
  arquivo_estruturado text,
  analisado text,
  alta_prioridade text,
  ingest_id bigint not null,
  monthly_report boolean generated always as (
    categoria_documento = 'Informes Periódicos' and formato_data_referencia = '2' and reference_date is not null
    and (btrim(tipo_documento) = 'Informe Mensal Estruturado' or (btrim(tipo_documento) = 'Informe Mensal' and arquivo_estruturado = 'S'))) stored
);
-- the first deliveries screen_late_filers reads, without visiting the table
create index fnet_document_monthly on b3.fnet_document (reference_date) include (id, data_entrega, descricao_fundo) where monthly_report and versao = 1;
-- the delivery window of fund_restatements without a fund and of screen_restatements
create index fnet_document_delivered on b3.fnet_document (data_entrega);
-- the predecessor lookup of b3.fnet_restatement_pair reads these for every document of a fund, from the index alone
create index fnet_document_pairing on b3.fnet_document (id) include (versao, data_referencia, categoria_documento, tipo_documento, especie_documento, data_entrega);
alter table b3.fnet_document owner to ingest_writer;
grant select on b3.fnet_document to api_owner;
comment on table b3.fnet_document is 'FNET (B3 Fundos.NET) document register, one row per document id as the public search lists it (pesquisarGerenciadorDocumentosDados); every version is a new id. Texts as published (tipoDocumento sometimes carries a trailing space).';
comment on column b3.fnet_document.data_referencia is 'dataReferencia as published (mm/yyyy, dd/mm/yyyy or dd/mm/yyyy HH:MM by formato_data_referencia).';
comment on column b3.fnet_document.formato_data_referencia is 'formatoDataReferencia: 2 mm/yyyy, 3 dd/mm/yyyy, 4 dd/mm/yyyy HH:MM.';
comment on column b3.fnet_document.reference_date is 'dataReferencia as a date: the first day of the month for format 2 (mm/yyyy), the day otherwise; NULL when not published.';
comment on column b3.fnet_document.data_entrega is 'dataEntrega: delivery time, São Paulo local time as published (dd/mm/yyyy HH:MM).';
comment on column b3.fnet_document.versao is 'versao: 1 for the first filing of a document, higher for re-filings (each a new id).';
comment on column b3.fnet_document.modalidade is 'AP apresentação, RE reapresentação espontânea, RC reapresentação por exigência.';
comment on column b3.fnet_document.status is 'AC ativo, IC inativo (superseded), CC cancelado.';
comment on column b3.fnet_document.monthly_report is 'The document is a monthly structured report: categoria Informes Periódicos, tipo Informe Mensal Estruturado (trailing space ignored) or Informe Mensal filed structured (arquivoEstruturado S), dated mm/yyyy. The one place this rule is written (screen_late_filers and coverage() read it).';
comment on column b3.fnet_document.arquivo_estruturado is 'arquivoEstruturado as published (S when the document is a structured file).';
