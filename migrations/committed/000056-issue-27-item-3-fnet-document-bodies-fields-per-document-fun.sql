--! Previous: sha1:ef19706957c7cb8ee8a3b918d810e4b7ba5c1ebb
--! Hash: sha1:404373c85990148881f4f796341aa6da4ac0740d
--! Message: Issue 27 item 3: FNET document bodies (fields per document), fund_documents, fund_restatements, fund_restatement_diff, screen_restatements (from the documents branch)

-- Issue 27 item 3 (merged from the documents branch): FNET document bodies, fund_documents, fund_restatements, fund_restatement_diff, screen_restatements
--! Included sql/b3/fnet_document_body.sql
-- One row per FNET document whose body (the structured XML of a monthly report)
-- was loaded: its root element and what the body itself declares (fund CNPJ and
-- reference period), so a body can be checked against the register's listing.
-- No foreign key to b3.fnet_document: a body may be loaded before its listing.
create table b3.fnet_document_body (
  id bigint primary key,
  root text not null,
  declared_cnpj text,
  declared_reference text,
  fields integer not null,
  ingest_id bigint not null
);
alter table b3.fnet_document_body owner to ingest_writer;
grant select on b3.fnet_document_body to api_owner;
comment on table b3.fnet_document_body is 'FNET document bodies loaded (downloadDocumento?id=N, the structured XML): one row per document id; the fields are b3.fnet_document_field.';
comment on column b3.fnet_document_body.root is 'The XML root element: DOC_ARQ (FIDC monthly report) or DadosEconomicoFinanceiros (FII monthly report).';
comment on column b3.fnet_document_body.declared_cnpj is 'The fund CNPJ the body declares (DOC_ARQ CAB_INFORM/NR_CNPJ_FUNDO, FII DadosGerais/CNPJFundo), as filed; NULL when absent or blank.';
comment on column b3.fnet_document_body.declared_reference is 'The reference period the body declares (DOC_ARQ CAB_INFORM/DT_COMPT mm/yyyy, FII DadosGerais/Competencia), as filed; NULL when absent or blank.';
comment on column b3.fnet_document_body.fields is 'How many leaf fields the body holds (rows of b3.fnet_document_field for the id).';
--! EndIncluded sql/b3/fnet_document_body.sql
--! Included sql/b3/fnet_document_field.sql
-- The fields of an FNET document body, one row per leaf element, as filed. A
-- field is addressed by its path below the root; a repeated block is addressed by
-- its declared key (a tranche by SERIE / TIPO / ID_SUBCLASSE, an originator by its
-- CPF/CNPJ), else by its position among same-named siblings ([#2]), so the same
-- field of two versions of a document has the same path.
create table b3.fnet_document_field (
  id bigint not null,
  field_path text not null,
  block text not null,
  leaf text not null,
  value text,
  number numeric,
  ingest_id bigint not null,
  primary key (id, field_path)
);
alter table b3.fnet_document_field owner to ingest_writer;
grant select on b3.fnet_document_field to api_owner;
comment on table b3.fnet_document_field is 'FNET document body fields, one row per leaf element as filed (decimal commas kept in value); the keyed path makes two versions of a document comparable field by field.';
comment on column b3.fnet_document_field.field_path is 'Path below the root, e.g. LISTA_INFORM/APLIC_ATIVO/VL_DISPONIB; a keyed block reads RENT_CLASSE_SENIOR[SERIE=Série 1], a block repeated without a usable key CEDENT[#2].';
comment on column b3.fnet_document_field.block is 'The section the field sits in, without its key: the second element of the path when the path has three or more (LISTA_INFORM/APLIC_ATIVO/... gives APLIC_ATIVO), else the first (CAB_INFORM).';
comment on column b3.fnet_document_field.leaf is 'The leaf element''s name.';
comment on column b3.fnet_document_field.value is 'The text as filed (decimal comma or point as the filer wrote it); NULL for an empty element (<NM_CLASSE/>).';
comment on column b3.fnet_document_field.number is 'value read as a number when the leaf is an amount, quantity, percentage or rate (VL_, VLR_, QT_, QNT_, PR_, PRC_, TX_, DESEMP_; FII Valor, Total, Percentual, Quantidade, Numero); NULL otherwise or when empty.';
--! EndIncluded sql/b3/fnet_document_field.sql
--! Included sql/internal/fnet_fund_type.sql
-- internal.fnet_fund_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fnet_fund_type` in its COMMENT.
create domain internal.fnet_fund_type as text
  check (value in ('fii', 'fidc', 'etf'));

alter domain internal.fnet_fund_type owner to api_owner;
comment on domain internal.fnet_fund_type is 'A fund type of the FNET search (tipoFundo 1 fii, 2 fidc, 3 etf).';
--! EndIncluded sql/internal/fnet_fund_type.sql
--! Included sql/internal/restatement_diff_status.sql
-- internal.restatement_diff_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_diff_status` in its COMMENT.
create domain internal.restatement_diff_status as text
  check (value in ('compared', 'unpairable_no_link', 'unpairable_no_reference', 'no_predecessor', 'declared_mismatch'));

alter domain internal.restatement_diff_status owner to api_owner;
comment on domain internal.restatement_diff_status is 'Whether a re-filed FNET document was compared field by field with the version it replaced, or why not (fund_restatements).';
--! EndIncluded sql/internal/restatement_diff_status.sql
--! Included sql/internal/restatement_change_kind.sql
-- internal.restatement_change_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_change_kind` in its COMMENT.
create domain internal.restatement_change_kind as text
  check (value in ('changed', 'added', 'removed', 'nil_to_value', 'value_to_nil'));

alter domain internal.restatement_change_kind owner to api_owner;
comment on domain internal.restatement_change_kind is 'How one field of a re-filed FNET document differs from the version it replaced (fund_restatement_diff).';
--! EndIncluded sql/internal/restatement_change_kind.sql
--! Included sql/internal/restatement_match_basis.sql
-- internal.restatement_match_basis: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_match_basis` in its COMMENT.
create domain internal.restatement_match_basis as text
  check (value in ('path', 'key', 'position'));

alter domain internal.restatement_match_basis owner to api_owner;
comment on domain internal.restatement_match_basis is 'How a field of two versions was matched: by its plain path, through a block''s declared key, or by a block''s position (fund_restatement_diff).';
--! EndIncluded sql/internal/restatement_match_basis.sql
--! Included sql/b3/fnet_restatement_pair.sql
-- b3.fnet_restatement_pair: every re-filed FNET document (versao above 1) paired
-- with the version it replaced. FNET links no version to another, so the pair is
-- by a stated key: the same fund link (the CNPJ the search was asked for),
-- categoria, tipo, especie and reference text, the highest versao below this one,
-- the greatest id on a tie. A document with no fund link or no reference text is
-- never paired. The diff status says whether both bodies are held and agree with
-- the listing. fund_restatements, fund_restatement_diff and screen_restatements
-- read it; a view (no function) so the planner folds it into each reader.
create or replace view b3.fnet_restatement_pair as
select d.id as fnet_id,
       l.cnpj,
       l.tipo_fundo,
       d.descricao_fundo as fund_name,
       d.categoria_documento,
       d.tipo_documento,
       d.especie_documento,
       d.data_referencia as reference_raw,
       d.reference_date,
       d.versao,
       d.modalidade,
       d.status,
       d.data_entrega as delivered_at,
       d.monthly_report,
       p.id as previous_fnet_id,
       p.data_entrega as previous_delivered_at,
       d.data_entrega::date - p.data_entrega::date as lag_days,
       case
         when l.cnpj is null then 'unpairable_no_link'
         when d.data_referencia is null then 'unpairable_no_reference'
         when p.id is null then 'no_predecessor'
         when nb.id is null or ob.id is null then null
         when coalesce(nb.declared_cnpj, l.cnpj) <> l.cnpj or coalesce(ob.declared_cnpj, l.cnpj) <> l.cnpj
           -- a body that declares nothing is not a mismatch; one that declares another fund or month is
           or (nb.root = 'DOC_ARQ' and coalesce(nb.declared_reference, d.data_referencia) <> d.data_referencia)
           or (ob.root = 'DOC_ARQ' and coalesce(ob.declared_reference, d.data_referencia) <> d.data_referencia) then 'declared_mismatch'
         else 'compared'
       end as diff_status
from b3.fnet_document d
left join b3.fnet_document_fund l on l.id = d.id
left join lateral (
  select o.id, o.data_entrega
  from b3.fnet_document_fund ol
  join b3.fnet_document o on o.id = ol.id
  where ol.cnpj = l.cnpj
    and o.data_referencia = d.data_referencia
    and o.versao < d.versao
    and o.categoria_documento is not distinct from d.categoria_documento
    and o.tipo_documento is not distinct from d.tipo_documento
    and o.especie_documento is not distinct from d.especie_documento
  order by o.versao desc, o.id desc
  limit 1
) p on true
left join b3.fnet_document_body nb on nb.id = d.id
left join b3.fnet_document_body ob on ob.id = p.id
where d.versao > 1;

alter view b3.fnet_restatement_pair owner to api_owner;
comment on view b3.fnet_restatement_pair is 'Re-filed FNET documents (versao > 1), one row per fund link (or one unlinked row), paired with the highest lower version of the same (cnpj link, categoria, tipo, especie, reference text), greatest id on a tie; diff_status compared when both bodies are held and declare the linked fund and the listed reference, NULL when a body is not held.';
--! EndIncluded sql/b3/fnet_restatement_pair.sql
--! Included sql/b3/fnet_field_change.sql
-- b3.fnet_field_change: the fields a re-filing changed, one row per field whose
-- text differs between the two bodies of a compared pair (b3.fnet_restatement_pair),
-- matched by path. Text is compared as filed: "0,50" and "0,5" differ, as do
-- "03017677000120" and "3017677000120".
create or replace view b3.fnet_field_change as
select p.fnet_id,
       p.previous_fnet_id,
       p.cnpj,
       c.field_path,
       c.block,
       c.leaf,
       case
         when c.old_present is null then 'added'
         when c.new_present is null then 'removed'
         when c.old_value is null then 'nil_to_value'
         when c.new_value is null then 'value_to_nil'
         else 'changed'
       end as change_kind,
       c.old_value,
       c.new_value,
       c.old_num,
       c.new_num,
       case when c.field_path like '%[#%' then 'position' when c.field_path like '%[%' then 'key' else 'path' end as match_basis
from b3.fnet_restatement_pair p
cross join lateral (
  select coalesce(n.field_path, o.field_path) as field_path,
         coalesce(n.block, o.block) as block,
         coalesce(n.leaf, o.leaf) as leaf,
         o.value as old_value, n.value as new_value,
         o.number as old_num, n.number as new_num,
         o.present as old_present, n.present as new_present
  from (select f.field_path, f.block, f.leaf, f.value, f.number, true as present from b3.fnet_document_field f where f.id = p.fnet_id) n
  full join (select f.field_path, f.block, f.leaf, f.value, f.number, true as present from b3.fnet_document_field f where f.id = p.previous_fnet_id) o
    on o.field_path = n.field_path
  where n.present is null or o.present is null or n.value is distinct from o.value
) c
where p.diff_status = 'compared';

alter view b3.fnet_field_change owner to api_owner;
comment on view b3.fnet_field_change is 'Fields a compared FNET re-filing changed against the version it replaced: one row per path whose text differs, was added or was removed.';
--! EndIncluded sql/b3/fnet_field_change.sql
-- the delivery window of fund_restatements without a fund and of screen_restatements
create index fnet_document_delivered on b3.fnet_document (data_entrega);
-- the predecessor lookup of b3.fnet_restatement_pair reads these for every document of a fund, from the index alone
create index fnet_document_pairing on b3.fnet_document (id) include (versao, data_referencia, categoria_documento, tipo_documento, especie_documento, data_entrega);
--! Included functions/fund_documents.sql
-- api.fund_documents: every FNET document linked to one fund, newest delivery first.
-- The FNET listing names no fund: a document belongs to a fund because the search
-- asked for that CNPJ returned it (b3.fnet_document_fund), never by its name.
drop function if exists api.fund_documents(text, date, date, text);
drop type if exists api.fund_documents_row;

create type api.fund_documents_row as (
  fnet_id bigint,
  cnpj text,
  tipo_fundo text,
  fund_name text,
  fundo_ou_classe text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  reference_raw text,
  reference_date date,
  delivered_at timestamp,
  versao integer,
  modalidade text,
  status text,
  has_body boolean,
  source_url text
);
alter type api.fund_documents_row owner to api_owner;
comment on type api.fund_documents_row is 'One document of the funds filing system (FNET) as its public search lists it, for the fund the search was asked for.';
comment on column api.fund_documents_row.fnet_id is 'FNET document id; every version of a document is a new id.';
comment on column api.fund_documents_row.cnpj is 'The fund: the CNPJ the FNET search was asked for (14 digits).';
comment on column api.fund_documents_row.tipo_fundo is 'The FNET fund type the search was asked for (tipoFundo 1 fii, 2 fidc, 3 etf); NULL when the search did not filter by type.
@enum internal.fnet_fund_type';
comment on column api.fund_documents_row.fund_name is 'descricaoFundo as FNET lists it; shown only, never used to match a fund; NULL when not listed.';
comment on column api.fund_documents_row.fundo_ou_classe is 'fundoOuClasse as listed (Fundo, Classe); NULL when not listed.';
comment on column api.fund_documents_row.categoria_documento is 'categoriaDocumento as listed; NULL when not listed.';
comment on column api.fund_documents_row.tipo_documento is 'tipoDocumento as listed (a trailing space kept); NULL when not listed.';
comment on column api.fund_documents_row.especie_documento is 'especieDocumento as listed; NULL when not listed or empty.';
comment on column api.fund_documents_row.reference_raw is 'dataReferencia as FNET prints it (mm/yyyy, dd/mm/yyyy or dd/mm/yyyy HH:MM); NULL when not listed.';
comment on column api.fund_documents_row.reference_date is 'reference_raw as a date (the first day of the month for mm/yyyy); NULL when not listed.';
comment on column api.fund_documents_row.delivered_at is 'dataEntrega: delivery time, São Paulo local time as printed.';
comment on column api.fund_documents_row.versao is '1 for the first filing, 2, 3... for each re-filing; NULL when not listed.';
comment on column api.fund_documents_row.modalidade is 'As listed: AP original, RE voluntary re-filing, RC re-filing required by the regulator; NULL when not listed.';
comment on column api.fund_documents_row.status is 'As listed when loaded: AC active, IC inactive (superseded), CC cancelled; NULL when not listed.';
comment on column api.fund_documents_row.has_body is 'True when the document''s structured body (XML) is held, so fund_restatement_diff can compare it.';
comment on column api.fund_documents_row.source_url is 'FNET''s public download link of the document (downloadDocumento?id=<fnet_id>).';

create function api.fund_documents(p_cnpj text, p_from date default null, p_to date default null, p_tipo text default null)
returns setof api.fund_documents_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_documents');
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows api.fund_documents_row[];
begin
  perform internal.assert_window(v_from, p_to, 'fund_documents', 'Send p_from on or before p_to (p_from defaults to 12 months before p_to).', p_from is null);
  select array_agg(row(r.*)::api.fund_documents_row order by r.delivered_at desc, r.fnet_id desc) into v_rows
  from (
    select d.id, l.cnpj,
           case l.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end,
           d.descricao_fundo, d.fundo_ou_classe, d.categoria_documento, d.tipo_documento, d.especie_documento,
           d.data_referencia, d.reference_date, d.data_entrega, d.versao, d.modalidade, d.status,
           exists (select 1 from b3.fnet_document_body b where b.id = d.id),
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || d.id
    from b3.fnet_document_fund l
    join b3.fnet_document d on d.id = l.id
    where l.cnpj = v_cnpj
      and d.data_entrega >= v_from
      and (p_to is null or d.data_entrega < p_to + 1)
      and (p_tipo is null or btrim(d.tipo_documento) = btrim(p_tipo))
    order by d.data_entrega desc, d.id desc
    limit 1001
  ) r(fnet_id, cnpj, tipo_fundo, fund_name, fundo_ou_classe, categoria_documento, tipo_documento, especie_documento, reference_raw, reference_date, delivered_at, versao, modalidade, status, has_body, source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_documents',
    'Narrow p_from..p_to or pin p_tipo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_documents(text, date, date, text) owner to api_owner;
revoke all on function api.fund_documents(text, date, date, text) from public;
grant execute on function api.fund_documents(text, date, date, text) to anon, authenticated;

comment on function api.fund_documents(text, date, date, text) is 'Every document of the funds filing system (FNET) linked to one fund, newest delivery first, with the link FNET publishes it under.
One row per document as FNET''s public search lists it (every version its own fnet_id), for the fund the search was asked for: FNET''s rows name no fund, so a document delivered since its fund was last searched is not here yet. Newest delivery first, then the greatest id. p_from and p_to bound the delivery day (São Paulo time), both inclusive. An unknown CNPJ gives []. More than 1000 documents raises 22023 (narrow the window or pin p_tipo); a CNPJ that is not 1-14 digits, or p_from after p_to, raises 22023.
p_cnpj: the fund, 14 digits (punctuation ignored); required.
p_from: first delivery day; default 12 months before p_to (or today).
p_to: last delivery day, inclusive; default open.
p_tipo: one tipo_documento as FNET labels it (e.g. Informe Mensal Estruturado; surrounding spaces ignored); default every type.
@tag Funds filing-system documents
@default p_from: 12 months before p_to (or today)
@default p_to: open (every delivery on record)
@default p_tipo: every type';
--! EndIncluded functions/fund_documents.sql
--! Included functions/fund_restatements.sql
-- api.fund_restatements: re-filed FNET documents (versao above 1), each paired with
-- the version it most plausibly replaced, by the stated key of b3.fnet_restatement_pair.
drop function if exists api.fund_restatements(text, date, date, text);
drop type if exists api.fund_restatements_row;

create type api.fund_restatements_row as (
  fnet_id bigint,
  cnpj text,
  tipo_fundo text,
  fund_name text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  reference_raw text,
  reference_date date,
  versao integer,
  modalidade text,
  status text,
  delivered_at timestamp,
  previous_fnet_id bigint,
  previous_delivered_at timestamp,
  lag_days integer,
  n_fields_changed integer,
  diff_status text,
  source_url text,
  previous_source_url text
);
alter type api.fund_restatements_row owner to api_owner;
comment on type api.fund_restatements_row is 'A re-filed FNET document paired with the version it replaced, by a stated key (FNET itself links no version to another).';
comment on column api.fund_restatements_row.fnet_id is 'The re-filed document''s FNET id (versao above 1).';
comment on column api.fund_restatements_row.cnpj is 'The fund the FNET search was asked for; NULL when no fund search returned the document (then it is never paired).';
comment on column api.fund_restatements_row.tipo_fundo is 'The FNET fund type the search was asked for; NULL when the search did not filter by type or no search linked it.
@enum internal.fnet_fund_type';
comment on column api.fund_restatements_row.fund_name is 'descricaoFundo as listed; shown only; NULL when not listed.';
comment on column api.fund_restatements_row.categoria_documento is 'categoriaDocumento as listed; NULL when not listed.';
comment on column api.fund_restatements_row.tipo_documento is 'tipoDocumento as listed; NULL when not listed.';
comment on column api.fund_restatements_row.especie_documento is 'especieDocumento as listed; NULL when not listed or empty.';
comment on column api.fund_restatements_row.reference_raw is 'dataReferencia as FNET prints it; NULL when not listed (then never paired).';
comment on column api.fund_restatements_row.reference_date is 'reference_raw as a date (first day of the month for mm/yyyy); NULL when not listed.';
comment on column api.fund_restatements_row.versao is 'The re-filing''s version: 2, 3, ...';
comment on column api.fund_restatements_row.modalidade is 'As listed: RE voluntary re-filing, RC re-filing required by the regulator (AP original); NULL when not listed.';
comment on column api.fund_restatements_row.status is 'As listed when loaded: AC active, IC inactive, CC cancelled; NULL when not listed.';
comment on column api.fund_restatements_row.delivered_at is 'Delivery time of the re-filing, São Paulo local time as printed.';
comment on column api.fund_restatements_row.previous_fnet_id is 'The version it replaced: same fund link, categoria, tipo, especie and reference text, the highest versao below this one, the greatest id on a tie; NULL when not pairable or no lower version is held (diff_status says which).';
comment on column api.fund_restatements_row.previous_delivered_at is 'Delivery time of the replaced version; NULL when previous_fnet_id is NULL.';
comment on column api.fund_restatements_row.lag_days is 'Delivery date of the re-filing minus that of the version it replaced, in days; NULL when previous_fnet_id is NULL.';
comment on column api.fund_restatements_row.n_fields_changed is 'Rows fund_restatement_diff returns for this pair (0 = re-filed with no field changed); NULL unless diff_status is compared.';
comment on column api.fund_restatements_row.diff_status is 'compared (both bodies held and declaring the linked fund and the listed reference), or why not: unpairable_no_link, unpairable_no_reference, no_predecessor, declared_mismatch; NULL when a body of the pair is not held (not diffed).
@enum internal.restatement_diff_status';
comment on column api.fund_restatements_row.source_url is 'FNET''s public download link of the re-filing.';
comment on column api.fund_restatements_row.previous_source_url is 'FNET''s public download link of the replaced version; NULL when previous_fnet_id is NULL.';

create function api.fund_restatements(p_cnpj text default null, p_from date default null, p_to date default null, p_tipo_fundo text default null)
returns setof api.fund_restatements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := case when p_cnpj is null then null else internal.cnpj(p_cnpj, 'fund_restatements') end;
  v_tipo text := internal.one_of('fund_restatements', 'p_tipo_fundo', p_tipo_fundo, internal.domain_values('internal.fnet_fund_type'),
    'FNET''s own fund-type filter: fii (tipoFundo 1), fidc (2), etf (3).', 'Send p_tipo_fundo as FII, FIDC or ETF, or null for any.');
  v_from date := coalesce(p_from, case when p_cnpj is null then (coalesce(p_to, current_date) - 30) end);
  v_rows api.fund_restatements_row[];
begin
  perform internal.assert_window(v_from, p_to, 'fund_restatements', 'Send p_from on or before p_to (without p_cnpj, p_from defaults to 30 days before p_to).', p_from is null);
  select array_agg(row(r.*)::api.fund_restatements_row order by r.delivered_at desc, r.fnet_id desc, r.cnpj) into v_rows
  from (
    select p.fnet_id, p.cnpj,
           case p.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end,
           p.fund_name, p.categoria_documento, p.tipo_documento, p.especie_documento, p.reference_raw, p.reference_date,
           p.versao, p.modalidade, p.status, p.delivered_at, p.previous_fnet_id, p.previous_delivered_at, p.lag_days,
           -- the rows fund_restatement_diff returns for the pair (b3.fnet_field_change's rule), counted on the pair at hand
           case when p.diff_status = 'compared' then (
             select count(*)::integer
             from (select f.field_path, f.value from b3.fnet_document_field f where f.id = p.fnet_id) n
             full join (select f.field_path, f.value from b3.fnet_document_field f where f.id = p.previous_fnet_id) o on o.field_path = n.field_path
             where n.field_path is null or o.field_path is null or n.value is distinct from o.value) end,
           p.diff_status,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.fnet_id,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.previous_fnet_id
    from b3.fnet_restatement_pair p
    where (v_cnpj is null or p.cnpj = v_cnpj)
      and (v_from is null or p.delivered_at >= v_from)
      and (p_to is null or p.delivered_at < p_to + 1)
      and (v_tipo is null or p.tipo_fundo = case v_tipo when 'fii' then 1 when 'fidc' then 2 else 3 end)
    order by p.delivered_at desc, p.fnet_id desc
    limit 1001
  ) r(fnet_id, cnpj, tipo_fundo, fund_name, categoria_documento, tipo_documento, especie_documento, reference_raw, reference_date, versao, modalidade, status,
      delivered_at, previous_fnet_id, previous_delivered_at, lag_days, n_fields_changed, diff_status, source_url, previous_source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_restatements',
    'Narrow p_from..p_to, pin p_cnpj or p_tipo_fundo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_restatements(text, date, date, text) owner to api_owner;
revoke all on function api.fund_restatements(text, date, date, text) from public;
grant execute on function api.fund_restatements(text, date, date, text) to anon, authenticated;

comment on function api.fund_restatements(text, date, date, text) is 'Re-filed FNET documents (versao above 1), newest delivery first, each paired with the version it replaced.
FNET links no version to another, so the pair is by a stated key: previous_fnet_id is the document of the same fund link (the CNPJ the search was asked for), categoria, tipo, especie and reference text with the highest versao below this one, the greatest id on a tie. A document with no fund link or no reference text is never paired (previous_* and lag_days NULL = not pairable, diff_status says why). n_fields_changed counts the fields fund_restatement_diff returns for the pair when both bodies are held (diff_status compared). A document linked to two funds appears once per fund. p_from and p_to bound the delivery day of the re-filing (São Paulo time), inclusive. An unknown CNPJ gives []. More than 1000 rows raises 22023; a bad CNPJ, an unknown p_tipo_fundo or p_from after p_to raises 22023.
p_cnpj: one fund (14 digits, punctuation ignored); default every fund.
p_from: first delivery day of the re-filing; default open with p_cnpj, else 30 days before p_to (or today).
p_to: last delivery day, inclusive; default open.
p_tipo_fundo: FII, FIDC or ETF (FNET''s fund-type filter, any case); default any.
@tag Funds filing-system documents
@default p_cnpj: every fund
@default p_from: open with p_cnpj; without it, 30 days before p_to (or today)
@default p_to: open
@default p_tipo_fundo: any';
--! EndIncluded functions/fund_restatements.sql
--! Included functions/fund_restatement_diff.sql
-- api.fund_restatement_diff: what a re-filing changed, one row per field whose text
-- differs from the version it replaced (b3.fnet_field_change over the pairs of
-- b3.fnet_restatement_pair whose two bodies are held).
drop function if exists api.fund_restatement_diff(text, bigint, date, date, text);
drop type if exists api.fund_restatement_diff_row;

create type api.fund_restatement_diff_row as (
  fnet_id bigint,
  previous_fnet_id bigint,
  cnpj text,
  tipo_documento text,
  reference_raw text,
  versao integer,
  modalidade text,
  delivered_at timestamp,
  previous_delivered_at timestamp,
  lag_days integer,
  field_path text,
  block text,
  leaf text,
  change_kind text,
  old_value text,
  new_value text,
  old_num numeric,
  new_num numeric,
  delta numeric,
  match_basis text,
  source_url text,
  previous_source_url text
);
alter type api.fund_restatement_diff_row owner to api_owner;
comment on type api.fund_restatement_diff_row is 'One field a re-filed FNET document changed against the version it replaced, text as filed in both.';
comment on column api.fund_restatement_diff_row.fnet_id is 'The re-filing''s FNET id.';
comment on column api.fund_restatement_diff_row.previous_fnet_id is 'The version it replaced (fund_restatements'' pairing).';
comment on column api.fund_restatement_diff_row.cnpj is 'The fund the FNET search was asked for.';
comment on column api.fund_restatement_diff_row.tipo_documento is 'tipoDocumento as listed; NULL when not listed.';
comment on column api.fund_restatement_diff_row.reference_raw is 'dataReferencia as FNET prints it.';
comment on column api.fund_restatement_diff_row.versao is 'The re-filing''s version (2, 3, ...).';
comment on column api.fund_restatement_diff_row.modalidade is 'As listed (RE voluntary, RC required by the regulator); NULL when not listed.';
comment on column api.fund_restatement_diff_row.delivered_at is 'Delivery time of the re-filing, São Paulo local time as printed.';
comment on column api.fund_restatement_diff_row.previous_delivered_at is 'Delivery time of the replaced version.';
comment on column api.fund_restatement_diff_row.lag_days is 'Delivery date of the re-filing minus that of the replaced version, in days.';
comment on column api.fund_restatement_diff_row.field_path is 'Path of the field below the XML root; a repeated block reads NAME[KEY=value] (its declared key: SERIE, TIPO, ID_SUBCLASSE, an originator''s CPF/CNPJ) or NAME[#n] (its position, when it has no usable key).';
comment on column api.fund_restatement_diff_row.block is 'The section of the report the field sits in (APLIC_ATIVO, PASSIV, PATRLIQ, OUTRAS_INFORM, CAB_INFORM ...).';
comment on column api.fund_restatement_diff_row.leaf is 'The field''s element name.';
comment on column api.fund_restatement_diff_row.change_kind is 'changed (both versions filed a value, different text), added (absent before), removed (absent now), nil_to_value (empty before), value_to_nil (empty now).
@enum internal.restatement_change_kind';
comment on column api.fund_restatement_diff_row.old_value is 'The replaced version''s text as filed (decimal comma kept); NULL when absent or empty there (change_kind tells which).';
comment on column api.fund_restatement_diff_row.new_value is 'The re-filing''s text as filed; NULL when absent or empty there.';
comment on column api.fund_restatement_diff_row.old_num is 'old_value as a number when the field is an amount, quantity, percentage or rate; NULL otherwise or when old_value is NULL.';
comment on column api.fund_restatement_diff_row.new_num is 'new_value as a number on the same fields; NULL otherwise or when new_value is NULL.';
comment on column api.fund_restatement_diff_row.delta is 'new_num minus old_num; NULL when either is NULL (never 0 for a missing side).';
comment on column api.fund_restatement_diff_row.match_basis is 'path (a plain path), key (through a block''s declared key) or position (through a block''s position, approximate when a re-filing drops or reorders unkeyed blocks).
@enum internal.restatement_match_basis';
comment on column api.fund_restatement_diff_row.source_url is 'FNET''s public download link of the re-filing.';
comment on column api.fund_restatement_diff_row.previous_source_url is 'FNET''s public download link of the replaced version.';

create function api.fund_restatement_diff(p_cnpj text default null, p_fnet_id bigint default null, p_from date default null, p_to date default null, p_tipo text default null)
returns setof api.fund_restatement_diff_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := case when p_cnpj is null then null else internal.cnpj(p_cnpj, 'fund_restatement_diff') end;
  v_rows api.fund_restatement_diff_row[];
begin
  if p_cnpj is null and p_fnet_id is null then
    raise exception using
      errcode = '22023',
      message = 'fund_restatement_diff: p_cnpj or p_fnet_id is required',
      detail = 'The diff is asked for one fund''s re-filings or for one re-filed document.',
      hint = 'Send p_fnet_id (a re-filing from fund_restatements) or p_cnpj.';
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_restatement_diff', 'Send p_from on or before p_to.');
  select array_agg(row(r.*)::api.fund_restatement_diff_row order by r.delivered_at desc, r.fnet_id desc, r.field_path) into v_rows
  from (
    select p.fnet_id, p.previous_fnet_id, p.cnpj, p.tipo_documento, p.reference_raw, p.versao, p.modalidade,
           p.delivered_at, p.previous_delivered_at, p.lag_days,
           c.field_path, c.block, c.leaf, c.change_kind, c.old_value, c.new_value, c.old_num, c.new_num, c.new_num - c.old_num, c.match_basis,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.fnet_id,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.previous_fnet_id
    from b3.fnet_restatement_pair p
    join b3.fnet_field_change c on c.fnet_id = p.fnet_id and c.cnpj = p.cnpj
    where p.diff_status = 'compared'
      and (v_cnpj is null or p.cnpj = v_cnpj)
      and (p_fnet_id is null or p.fnet_id = p_fnet_id)
      and (p_from is null or p.delivered_at >= p_from)
      and (p_to is null or p.delivered_at < p_to + 1)
      and (p_tipo is null or btrim(p.tipo_documento) = btrim(p_tipo))
    order by p.delivered_at desc, p.fnet_id desc, c.field_path
    limit 1001
  ) r(fnet_id, previous_fnet_id, cnpj, tipo_documento, reference_raw, versao, modalidade, delivered_at, previous_delivered_at, lag_days,
      field_path, block, leaf, change_kind, old_value, new_value, old_num, new_num, delta, match_basis, source_url, previous_source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_restatement_diff',
    'Pin p_fnet_id, or narrow p_from..p_to or p_tipo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_restatement_diff(text, bigint, date, date, text) owner to api_owner;
revoke all on function api.fund_restatement_diff(text, bigint, date, date, text) from public;
grant execute on function api.fund_restatement_diff(text, bigint, date, date, text) to anon, authenticated;

comment on function api.fund_restatement_diff(text, bigint, date, date, text) is 'What a re-filed FNET document changed: one row per field that differs from the version it replaced, old and new text as filed.
Only pairs whose two structured bodies (XML) are held are diffed (fund_restatements says diff_status compared); no rows does not mean nothing changed unless that pair is compared. Fields are matched by path below the XML root; a repeated block by its declared key (a tranche by SERIE or TIPO, an originator by CPF/CNPJ), else by its position. Text is compared as filed, so 0,50 and 0,5 differ, and an identifier such as a CNPJ is compared as text. change_kind tells changed, added, removed, nil_to_value and value_to_nil apart. Newest re-filing first, then path. p_from and p_to bound the delivery day of the re-filing, inclusive. An unknown id or CNPJ gives []. Neither p_cnpj nor p_fnet_id, a bad CNPJ, p_from after p_to, or more than 1000 rows raises 22023.
p_cnpj: one fund (14 digits, punctuation ignored); p_cnpj or p_fnet_id is required.
p_fnet_id: one re-filed document (versao above 1, from fund_restatements).
p_from: first delivery day of the re-filing; default open.
p_to: last delivery day, inclusive; default open.
p_tipo: one tipo_documento as FNET labels it (surrounding spaces ignored); default every type diffed.
@tag Funds filing-system documents
@default p_cnpj: none (p_cnpj or p_fnet_id is required)
@default p_fnet_id: none (p_cnpj or p_fnet_id is required)
@default p_from: open
@default p_to: open
@default p_tipo: every type diffed';
--! EndIncluded functions/fund_restatement_diff.sql
--! Included sql/internal/fnet_modalidade.sql
-- internal.fnet_modalidade: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fnet_modalidade` in its COMMENT.
create domain internal.fnet_modalidade as text
  check (value in ('re', 'rc'));

alter domain internal.fnet_modalidade owner to api_owner;
comment on domain internal.fnet_modalidade is 'A kind of FNET re-filing (modalidade, any case): re voluntary (Reapresentação Espontânea), rc required by the securities regulator (Reapresentação por Exigência).';
--! EndIncluded sql/internal/fnet_modalidade.sql
--! Included functions/screen_restatements.sql
-- api.screen_restatements: funds that re-filed unusually many of their FNET documents.
-- Read from the FNET register and the fund each search was asked for (the listing
-- names no fund); a re-filing is a document of versao above 1, counted by its
-- delivery day. Computed once into an array so the 1000-row check and the answer
-- are one pass.
drop function if exists api.screen_restatements(date, integer, integer, numeric, text);
drop type if exists api.screen_restatements_row;

create type api.screen_restatements_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  documents integer,
  restatements integer,
  restatements_re integer,
  restatements_rc integer,
  restatement_rate_pct numeric,
  last_restatement_id bigint,
  last_restatement_at timestamp,
  screen text,
  params jsonb
);
alter type api.screen_restatements_row owner to api_owner;
comment on type api.screen_restatements_row is 'A fund whose re-filings of FNET documents crossed the screen''s thresholds in the window: a count compared with a threshold, not a finding.';
comment on column api.screen_restatements_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_restatements_row.fund_family is 'fii, fidc or etf from the FNET fund type the search was asked for; else the registry family; NULL when neither says.';
comment on column api.screen_restatements_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_restatements_row.window_from is 'First delivery day of the window (p_months months back from p_end, the day after).';
comment on column api.screen_restatements_row.window_to is 'Last delivery day of the window: p_end as resolved.';
comment on column api.screen_restatements_row.documents is 'Documents linked to the fund and delivered in the window, every version and type.';
comment on column api.screen_restatements_row.restatements is 'Re-filings (versao above 1) delivered in the window; only those of p_modalidade when it is given. The thresholds apply to it.';
comment on column api.screen_restatements_row.restatements_re is 'Re-filings in the window listed with modalidade RE (voluntary), whatever p_modalidade.';
comment on column api.screen_restatements_row.restatements_rc is 'Re-filings in the window listed with modalidade RC (required by the regulator), whatever p_modalidade.';
comment on column api.screen_restatements_row.restatement_rate_pct is '100 x restatements / documents, two decimals.';
comment on column api.screen_restatements_row.last_restatement_id is 'FNET id of the newest re-filing counted (fund_restatements pairs it with the version it replaced).';
comment on column api.screen_restatements_row.last_restatement_at is 'Delivery time of that re-filing, São Paulo local time as printed.';
comment on column api.screen_restatements_row.screen is 'restatements.';
comment on column api.screen_restatements_row.params is 'Every argument as used (p_end resolved, p_months, p_min_restatements, p_min_rate_pct, p_modalidade), so the call can be replayed.';

create function api.screen_restatements(p_end date default null, p_months integer default 12, p_min_restatements integer default 3, p_min_rate_pct numeric default 20, p_modalidade text default null)
returns setof api.screen_restatements_row
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '32MB'
as $$
declare
  v_modalidade text;
  v_end date;
  v_from date;
  v_rows api.screen_restatements_row[];
begin
  perform internal.assert_in_range('screen_restatements', 'p_months', p_months, 1, 36, 'Send p_months between 1 and 36 (default 12).');
  perform internal.assert_in_range('screen_restatements', 'p_min_restatements', p_min_restatements, 1, 1000, 'Send p_min_restatements between 1 and 1000 (default 3).');
  perform internal.assert_in_range('screen_restatements', 'p_min_rate_pct', p_min_rate_pct, 0, 100, 'Send p_min_rate_pct between 0 and 100 (default 20).');
  v_modalidade := internal.one_of('screen_restatements', 'p_modalidade', p_modalidade, internal.domain_values('internal.fnet_modalidade'),
    'Re-filing kinds FNET lists: RE (voluntary, Reapresentação Espontânea), RC (required by the regulator, Reapresentação por Exigência).',
    'Send p_modalidade as RE or RC, or null for both.');

  -- default p_end: the newest delivery day of a document linked to a fund
  v_end := coalesce(p_end,
    (select max(d.data_entrega)::date from b3.fnet_document d where exists (select 1 from b3.fnet_document_fund l where l.id = d.id)),
    current_date);
  v_from := (v_end - make_interval(months => p_months))::date + 1;

  with linked as (
    select l.cnpj, l.tipo_fundo, d.id, d.versao, d.modalidade, d.data_entrega, d.descricao_fundo
    from b3.fnet_document d
    join b3.fnet_document_fund l on l.id = d.id
    where d.data_entrega >= v_from and d.data_entrega < v_end + 1
  ),
  counted as (
    select k.cnpj,
           min(k.tipo_fundo) as tipo_fundo,
           min(k.descricao_fundo) as listed_name,
           count(*)::integer as documents,
           (count(*) filter (where k.versao > 1 and (v_modalidade is null or lower(k.modalidade) = v_modalidade)))::integer as restatements,
           (count(*) filter (where k.versao > 1 and k.modalidade = 'RE'))::integer as restatements_re,
           (count(*) filter (where k.versao > 1 and k.modalidade = 'RC'))::integer as restatements_rc
    from linked k
    group by k.cnpj
  ),
  screened as (
    select c.*, round(100.0 * c.restatements / c.documents, 2) as rate
    from counted c
    where c.restatements >= p_min_restatements
      and 100.0 * c.restatements / c.documents >= p_min_rate_pct
    order by c.restatements desc, c.cnpj
    limit 1001
  ),
  -- the newest re-filing counted, looked up for the listed funds only (an ordered aggregate over every fund sorted the whole window)
  newest as (
    select s.*, n.id as last_id, n.data_entrega as last_at
    from screened s
    cross join lateral (
      select d.id, d.data_entrega
      from b3.fnet_document_fund l
      join b3.fnet_document d on d.id = l.id
      where l.cnpj = s.cnpj and d.versao > 1 and d.data_entrega >= v_from and d.data_entrega < v_end + 1
        and (v_modalidade is null or lower(d.modalidade) = v_modalidade)
      order by d.data_entrega desc, d.id desc
      limit 1
    ) n
  )
  select array_agg(row(s.cnpj,
           coalesce(case s.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end, r.entity_type),
           coalesce(r.fund_name, s.listed_name), v_from, v_end, s.documents, s.restatements, s.restatements_re, s.restatements_rc, s.rate,
           s.last_id, s.last_at, 'restatements',
           jsonb_build_object('p_end', v_end, 'p_months', p_months, 'p_min_restatements', p_min_restatements, 'p_min_rate_pct', p_min_rate_pct, 'p_modalidade', upper(v_modalidade))
         )::api.screen_restatements_row order by s.restatements desc, s.rate desc, s.cnpj)
  into v_rows
  from newest s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_restatements',
    'Raise p_min_restatements or p_min_rate_pct, shorten p_months, or pin p_modalidade.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_restatements(date, integer, integer, numeric, text) owner to api_owner;
revoke all on function api.screen_restatements(date, integer, integer, numeric, text) from public;
grant execute on function api.screen_restatements(date, integer, integer, numeric, text) to anon, authenticated;

comment on function api.screen_restatements(date, integer, integer, numeric, text) is 'Funds that re-filed many of their FNET documents: at least p_min_restatements re-filings making at least p_min_rate_pct of their documents in the window.
Counts, per fund, the documents of the funds filing system (FNET) linked to it and delivered in the p_months months ending at p_end (delivery days, São Paulo time), and among them the re-filings (versao above 1; only modalidade p_modalidade when given). Lists the funds with at least p_min_restatements re-filings that are at least p_min_rate_pct of their documents, most re-filings first. restatements_re and restatements_rc split the re-filings by modalidade as FNET lists it, whatever p_modalidade. Fund identity is the CNPJ the FNET search was asked for, never the name; a document no fund search returned is not counted. The same row comes from routine corrections, an administrator migration re-submitting a book, a template change, or a regulator''s request (RC says the regulator asked, not what was wrong): a signal, not a verdict; fund_restatements shows each re-filing and the version it replaced. Every row carries screen (restatements) and params (the arguments as used, p_end resolved). Out-of-range or NULL thresholds raise 22023, never clamped; an unknown p_modalidade or more than 1000 rows raises 22023.
p_end: last delivery day of the window; default the newest delivery day of a linked document on record.
p_months: months in the window, 1..36 (default 12).
p_min_restatements: re-filings needed, 1..1000 (default 3).
p_min_rate_pct: re-filings as a percentage of the fund''s documents in the window, 0..100 (default 20).
p_modalidade: RE or RC (any case) to count only that kind of re-filing; default both.
@tag Screens
@default p_end: the newest delivery day of a linked document on record
@default p_months
@default p_min_restatements
@default p_min_rate_pct
@default p_modalidade: both (RE and RC)';
--! EndIncluded functions/screen_restatements.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fip","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fip, fiagro or null"},"meaning":"funds whose newest filing is p_min..p_max months behind their family''s complete-through period (the period before the family''s newest period; fip files 31 December only, so it moves in steps of 12 months); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"},"zombie_growth":{"function":"screen_zombie_growth","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_period":null,"p_min_delinq_pct":5,"p_min_aum":1000000},"bounds":{"p_period":"a day of the month screened; null = the newest fidc month held","p_min_delinq_pct":"0..100","p_min_aum":">= 0"},"meaning":"FIDCs whose delinquency / NAV * 100 is above p_min_delinq_pct in one month while NAV is above p_min_aum (both strict): credit going bad inside a fund still carrying money; a distressed-credit mandate, an orderly wind-down or one late payer in a small book look the same; a signal, not a verdict"},"evergreen_aging":{"function":"screen_evergreen_aging","family":["fidc"],"source":"the aging ladder of tab VI (cvm.fidc_tab_vi: the > 1080-day overdue band and the filed overdue total) beside the registries","grain":"fund","params":{"p_lookback_months":12,"p_min_longtail_pct":70,"p_max_variation_pp":10},"bounds":{"p_lookback_months":"3..36","p_min_longtail_pct":"0..100","p_max_variation_pp":"0..100"},"meaning":"FIDCs whose > 1080-day overdue band, as a share of the filed tab VI overdue total in the months above R$100,000 overdue, peaks above p_min_longtail_pct and moves less than p_max_variation_pp over the p_lookback_months ending at the newest fidc month held: old credit neither written off nor recovered; a slow judicial recovery or a policy of not writing off look the same; a signal, not a verdict"},"captive_vehicles":{"function":"screen_captive_vehicles","family":["fii"],"source":"the monthly fund series (cvm.fund_month, fii: nav and quotaholders of the newest report version) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_max_investors":10,"p_min_aum":50000000},"bounds":{"p_lookback_months":"1..36","p_max_investors":"1..1000","p_min_aum":">= 0"},"meaning":"FIIs whose largest NAV over the p_lookback_months ending at the newest fii month held is above p_min_aum while their smallest quotaholder count is below p_max_investors (both strict): a large vehicle held by a handful of investors; exclusive and family-office FIIs are legal and look exactly like this; a signal, not a verdict"},"dormant_funds":{"function":"screen_dormant_funds","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month: month sums of the daily report''s flows, month-end quotaholders and NAV) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_dormancy":null,"p_min_nav":null},"bounds":{"p_lookback_months":"2..12","p_dormancy":"empty_shell, parked_capital or null (output filter)","p_min_nav":">= 0 or null, BRL, against last_nav (output filter)"},"meaning":"fi classes that filed every month of the p_lookback_months months ending at the fi complete-through period with inflows and redemptions both 0 and a quotaholder count; empty_shell when no month had a quotaholder (a vehicle registered ahead of its launch looks the same), parked_capital otherwise (exclusive and closed structures look exactly like this); a month with unreported flows or quotaholders disqualifies rather than counting as zero; parked_capital can exceed one page: pin p_dormancy and walk p_min_nav bands; a signal, not a verdict"},"dormant_trend":{"function":"screen_dormant_trend","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month), the dormant_funds rule at every month","grain":"month","params":{"p_lookback_months":3,"p_history_months":36},"bounds":{"p_lookback_months":"2..12","p_history_months":"1..60"},"meaning":"dormant_funds evaluated at every month of the p_history_months months ending at the fi complete-through period: funds_filing, empty_shells and parked_capital counts and parked_nav (NAV of the parked_capital classes); counts of a screen, not of misconduct; a signal, not a verdict"},"overdue_securit":{"function":"screen_overdue_securit","family":["cri","cra"],"source":"the class and series lines of the CRI and CRA monthly reports (cvm.securit_classe), each certificate''s newest report held","grain":"series line of a certificate''s newest report","params":{"p_min_volume":100000},"bounds":{"p_min_volume":">= 0, BRL paid in"},"meaning":"CRI and CRA series whose filed maturity is before today (as_of, São Paulo) while the certificate''s newest report (newest reference month, then version) still files a status other than Cancelado, Vencido, Liquidado or Encerrado, paid in above p_min_volume; the filing is stale and the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default; status served as filed; a signal, not a verdict"},"restatements":{"function":"screen_restatements","family":["fii","fidc","etf"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_restatements":3,"p_min_rate_pct":20,"p_modalidade":null},"bounds":{"p_end":"a delivery day; null = the newest delivery day of a linked document on record","p_months":"1..36","p_min_restatements":"1..1000","p_min_rate_pct":"0..100","p_modalidade":"RE, RC or null"},"meaning":"funds whose re-filings (versao above 1, of modalidade p_modalidade when given) delivered in the p_months months ending at p_end number at least p_min_restatements and make at least p_min_rate_pct of the fund''s documents in the window; identity is the CNPJ the search was asked for; routine corrections, an administrator migration, a template change or a regulator''s request (RC) produce the same row: a signal, not a verdict"}}'::json
$fn$;

alter function internal.catalog_part_screens() owner to api_owner;
revoke all on function internal.catalog_part_screens() from public;
comment on function internal.catalog_part_screens() is 'Internal: catalog.json "screens", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_screens.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"Which shares and units has the quote tape traded, since when, and which company is behind each?","call":{"method":"POST","path":"/rpc/research_universe","body":{"p_after":""}},"then":"the first page (up to 1000 rows) in ticker order: each share or unit with its ISIN, first and last session and sessions traded; cnpj and cnpj_basis where the registration forms'' ticker map names the company (NULL on the synthetic tape''s tickers, which no form lists); continue with p_after = the last row''s ticker|isin"},{"ask":"Which documents has the FIDC 07.727.002/0001-26 filed through FNET since 2025?","call":{"method":"POST","path":"/rpc/fund_documents","body":{"p_cnpj":"07727002000126","p_from":"2025-01-01"}},"then":"newest delivery first; its 12/2024 monthly report was filed three times (versao 1, 2, 3), each its own fnet_id with its FNET download link; has_body says whether the structured XML is held (sample: a synthetic listing over the genuine bodies of versions 2 and 3)"},{"ask":"Which of the FIDC 07.727.002/0001-26''s documents were re-filed, and against which version?","call":{"method":"POST","path":"/rpc/fund_restatements","body":{"p_cnpj":"07727002000126"}},"then":"857292 (versao 3) replaced 828381 after 33 days, diff_status compared with 31 fields changed; 828381 (versao 2) replaced 820655, whose body is not held, so diff_status is null (not diffed)"},{"ask":"What did the FIDC''s third filing of its 12/2024 monthly report (FNET 857292) change?","call":{"method":"POST","path":"/rpc/fund_restatement_diff","body":{"p_fnet_id":857292}},"then":"31 fields, old and new text as filed (decimal comma): delinquent credit VL_CRED_EXISTE_INAD 72284228,87 -> 75762196,86, net assets, the senior series'' return PR_APURADA 0.54 -> 0.74 (a keyed block, match_basis key)..."},{"ask":"Which funds re-filed at least two of their FNET documents, a fifth of what they filed, in the first quarter of 2025?","call":{"method":"POST","path":"/rpc/screen_restatements","body":{"p_end":"2025-03-31","p_months":3,"p_min_restatements":2}},"then":"the FIDC 07.727.002/0001-26 re-filed its 12/2024 monthly report twice (2 of 3 documents, 66.67%, both RE); params echoes the call; fund_restatements and fund_restatement_diff show what changed"}]'::json
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
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Series of CVM funds (fi, fidc, fii, fiagro monthly; fip on 31 December): NAV, quota, holders, flows, delinquency, yield, assets; FII properties as filed quarterly.","Lookup":"Find identifiers: funds by name or CNPJ prefix; tickers, ISINs, CNPJs, CVM codes, fund and company names in one search (lookup).","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Fund-association data":"The fund association''s (ANBIMA) monthly fund bulletin: net assets, net flows, returns and fund counts per ANBIMA class, type and industry total, as published; industry aggregates, never a fund''s figure.","Holdings":"What funds hold, from the CVM holdings filing (CDA): a fund''s listed securities and fund quotas, which funds hold a ticker, and the private-credit lines by holder or issuer.","Research":"The research universe: every share and unit the quote tape has traded, its span, and the company the registration forms name for it.","Funds filing-system documents":"B3''s funds filing system (FNET): every document filed for a fund (each version its own id, with its download link), the re-filings paired with the version they replaced, and the fields a re-filing changed, text as filed."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
