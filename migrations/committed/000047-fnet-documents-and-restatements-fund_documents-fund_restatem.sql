--! Previous: sha1:7b7504f2dbd046f2b5a78a02c227db99a48d5db2
--! Hash: sha1:884e5de458930d8544e8288d59d5975f4e9abb83
--! Message: FNET documents and restatements: fund_documents, fund_restatements, fund_restatement_diff

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
           or (nb.root = 'DOC_ARQ' and nb.declared_reference is distinct from d.data_referencia)
           or (ob.root = 'DOC_ARQ' and ob.declared_reference is distinct from d.data_referencia) then 'declared_mismatch'
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
           case when p.diff_status = 'compared' then (select count(*)::integer from b3.fnet_field_change c where c.fnet_id = p.fnet_id and c.cnpj = p.cnpj) end,
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
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"Which documents has the FIDC 07.727.002/0001-26 filed through FNET since 2025?","call":{"method":"POST","path":"/rpc/fund_documents","body":{"p_cnpj":"07727002000126","p_from":"2025-01-01"}},"then":"newest delivery first; its 12/2024 monthly report was filed three times (versao 1, 2, 3), each its own fnet_id with its FNET download link; has_body says whether the structured XML is held (sample: a synthetic listing over the genuine bodies of versions 2 and 3)"},{"ask":"Which of the FIDC 07.727.002/0001-26''s documents were re-filed, and against which version?","call":{"method":"POST","path":"/rpc/fund_restatements","body":{"p_cnpj":"07727002000126"}},"then":"857292 (versao 3) replaced 828381 after 33 days, diff_status compared with 31 fields changed; 828381 (versao 2) replaced 820655, whose body is not held, so diff_status is null (not diffed)"},{"ask":"What did the FIDC''s third filing of its 12/2024 monthly report (FNET 857292) change?","call":{"method":"POST","path":"/rpc/fund_restatement_diff","body":{"p_fnet_id":857292}},"then":"31 fields, old and new text as filed (decimal comma): delinquent credit VL_CRED_EXISTE_INAD 72284228,87 -> 75762196,86, net assets, the senior series'' return PR_APURADA 0.54 -> 0.74 (a keyed block, match_basis key)..."}]'::json
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
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Funds filing-system documents":"B3''s funds filing system (FNET): every document filed for a fund (each version its own id, with its download link), the re-filings paired with the version they replaced, and the fields a re-filing changed, text as filed."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
