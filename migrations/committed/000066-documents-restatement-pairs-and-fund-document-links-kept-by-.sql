--! Previous: sha1:3df4f8653b805f5039dd992a6cf46efa5b10539b
--! Hash: sha1:bcbf5dc01226292bbb079f5b85a9353b4afb15cf
--! Message: documents: restatement pairs and fund-document links kept by triggers; funds, inflation read in index order

-- documents: the restatement pairs and the fund-document links become tables written with the FNET register; funds and inflation_items read in index order; inflation plans each call
drop view if exists b3.fnet_field_change;
drop view if exists b3.fnet_restatement_pair;
--! Included sql/b3/refresh_fnet_restatement_pair.sql
-- Rewrites b3.fnet_restatement_pair for the documents a write touched (p_ids) and
-- every document of a (fund link, reference text) group one of them is in, or was
-- in before the write (p_cnpjs, p_refs): a pair reads the other versions of its
-- group and both bodies. The whole table when p_ids is NULL (after a truncate).
-- Index lookups per document (the lateral limit 1), never the planner's
-- statistics of rows the statement has just written.
create or replace function b3.refresh_fnet_restatement_pair(p_ids bigint[], p_cnpjs text[], p_refs text[]) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_targets bigint[];
begin
  if p_ids is null then
    delete from b3.fnet_restatement_pair;
  else
    select array_agg(distinct t.id) into v_targets
    from (
      select i.id from unnest(p_ids) i(id)
      union all
      select l.id
      from (select distinct g.cnpj, g.ref
            from (select l0.cnpj, d0.data_referencia as ref
                  from unnest(p_ids) i(id)
                  join b3.fnet_document_fund l0 on l0.id = i.id
                  join b3.fnet_document d0 on d0.id = i.id
                  union all
                  select k.cnpj, k.ref from unnest(p_cnpjs, p_refs) k(cnpj, ref)) g
            where g.cnpj is not null and g.ref is not null) g
      join b3.fnet_document_fund l on l.cnpj = g.cnpj
      join b3.fnet_document d on d.id = l.id
      where d.data_referencia = g.ref and d.versao > 1
    ) t;
    if v_targets is null then
      return;
    end if;
    delete from b3.fnet_restatement_pair p where p.fnet_id = any(v_targets);
  end if;

  insert into b3.fnet_restatement_pair (fnet_id, cnpj, tipo_fundo, fund_name, categoria_documento, tipo_documento, especie_documento,
    reference_raw, reference_date, versao, modalidade, status, delivered_at, monthly_report, previous_fnet_id, previous_delivered_at,
    lag_days, diff_status, n_fields_changed)
  select d.id, l.cnpj, l.tipo_fundo, d.descricao_fundo, d.categoria_documento, d.tipo_documento, d.especie_documento,
         d.data_referencia, d.reference_date, d.versao, d.modalidade, d.status, d.data_entrega, d.monthly_report,
         p.id, p.data_entrega, d.data_entrega::date - p.data_entrega::date, s.diff_status,
         -- the rows b3.fnet_field_change gives the pair: a path added, removed, or whose text differs
         case when s.diff_status = 'compared' then (
           select count(*)::integer
           from (select f.field_path, f.value from b3.fnet_document_field f where f.id = d.id) n
           full join (select f.field_path, f.value from b3.fnet_document_field f where f.id = p.id) o on o.field_path = n.field_path
           where n.field_path is null or o.field_path is null or n.value is distinct from o.value) end
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
  cross join lateral (
    select case
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
  ) s
  where d.versao > 1
    and (p_ids is null or d.id = any(v_targets));
end;
$$;
alter function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) owner to ingest_writer;
revoke all on function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) from public;
comment on function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) is 'Rewrites the restatement pairs of the given documents and of every re-filing in the (cnpj, reference text) groups they are in or the given ones, or every pair when p_ids is NULL.';
--! EndIncluded sql/b3/refresh_fnet_restatement_pair.sql
--! Included sql/b3/sync_fnet_restatement_pair.sql
-- The statement triggers on b3.fnet_document, b3.fnet_document_fund,
-- b3.fnet_document_body and b3.fnet_document_field call this: the pairs of the
-- documents a write touched, and of their (fund link, reference text) groups, are
-- rewritten in b3.fnet_restatement_pair. The groups a row leaves (an old link, an
-- old reference) are passed along: the new ones are found from the tables.
create or replace function b3.sync_fnet_restatement_pair() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_cnpjs text[];
  v_refs text[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_fnet_restatement_pair(null, null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_table_name = 'fnet_document' then
    if tg_op = 'INSERT' then
      select array_agg(n.id) into v_ids from new_rows n;
    else
      select array_agg(o.id), array_agg(l.cnpj), array_agg(o.data_referencia) into v_ids, v_cnpjs, v_refs
      from old_rows o left join b3.fnet_document_fund l on l.id = o.id;
      if tg_op = 'UPDATE' then
        select v_ids || array_agg(n.id) into v_ids from new_rows n;
      end if;
    end if;
  elsif tg_table_name = 'fnet_document_fund' then
    if tg_op = 'INSERT' then
      select array_agg(n.id) into v_ids from new_rows n;
    else
      select array_agg(o.id), array_agg(o.cnpj), array_agg(d.data_referencia) into v_ids, v_cnpjs, v_refs
      from old_rows o left join b3.fnet_document d on d.id = o.id;
      if tg_op = 'UPDATE' then
        select v_ids || array_agg(n.id) into v_ids from new_rows n;
      end if;
    end if;
  else
    -- a body or its fields: the pairs of that document and of the re-filings that replaced it
    if tg_op = 'INSERT' then
      select array_agg(k.id) into v_ids from (select distinct n.id from new_rows n) k;
    elsif tg_op = 'DELETE' then
      select array_agg(k.id) into v_ids from (select distinct o.id from old_rows o) k;
    else
      select array_agg(k.id) into v_ids from (select n.id from new_rows n union select o.id from old_rows o) k;
    end if;
  end if;
  if v_ids is not null then
    perform b3.refresh_fnet_restatement_pair(v_ids, v_cnpjs, v_refs);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_restatement_pair() owner to ingest_writer;
revoke all on function b3.sync_fnet_restatement_pair() from public;
comment on function b3.sync_fnet_restatement_pair() is 'Statement trigger of b3.fnet_document, b3.fnet_document_fund, b3.fnet_document_body and b3.fnet_document_field: rewrites the b3.fnet_restatement_pair rows the statement may have changed.';
--! EndIncluded sql/b3/sync_fnet_restatement_pair.sql
--! Included sql/b3/fnet_restatement_pair.sql
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
--! EndIncluded sql/b3/fnet_restatement_pair.sql
-- the pairs of what is held
select b3.refresh_fnet_restatement_pair(null, null, null);
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
--! Included functions/fund_restatements.sql
-- api.fund_restatements: re-filed FNET documents (versao above 1), each paired with
-- the version it most plausibly replaced, by the stated key of b3.fnet_restatement_pair
-- (pairs and their count of changed fields are written when the register is).
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
           p.n_fields_changed,
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
create index fund_span_family_n_reports on cvm.fund_span (entity_type, n_reports desc, cnpj);
create index fund_span_family_last_period on cvm.fund_span (entity_type, last_period desc, cnpj);
create index ipca_item_level_prefix on ibge.ipca_item (level, item_number text_pattern_ops, reference_month);
create index ipca_item_code on ibge.ipca_item (item_code, reference_month);
--! Included sql/b3/sync_fnet_fund_document.sql
-- The statement triggers on b3.fnet_document and b3.fnet_document_fund call this:
-- the rows of b3.fnet_fund_document of every document the statement wrote are
-- rewritten from the two tables (a document and its link are written by separate
-- statements in either order; the later one completes the row).
create or replace function b3.sync_fnet_fund_document() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
begin
  if tg_op = 'TRUNCATE' then
    delete from b3.fnet_fund_document;
    insert into b3.fnet_fund_document (cnpj, id, tipo_fundo, delivered_at, descricao_fundo)
    select l.cnpj, d.id, l.tipo_fundo, d.data_entrega, d.descricao_fundo
    from b3.fnet_document_fund l join b3.fnet_document d on d.id = l.id;
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_op = 'INSERT' then
    select array_agg(k.id) into v_ids from (select distinct n.id from new_rows n) k;
  elsif tg_op = 'DELETE' then
    select array_agg(k.id) into v_ids from (select distinct o.id from old_rows o) k;
  else
    select array_agg(k.id) into v_ids from (select n.id from new_rows n union select o.id from old_rows o) k;
  end if;
  if v_ids is not null then
    delete from b3.fnet_fund_document f where f.id = any(v_ids);
    insert into b3.fnet_fund_document (cnpj, id, tipo_fundo, delivered_at, descricao_fundo)
    select l.cnpj, d.id, l.tipo_fundo, d.data_entrega, d.descricao_fundo
    from b3.fnet_document d join b3.fnet_document_fund l on l.id = d.id
    where d.id = any(v_ids);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_fund_document() owner to ingest_writer;
revoke all on function b3.sync_fnet_fund_document() from public;
comment on function b3.sync_fnet_fund_document() is 'Statement trigger of b3.fnet_document and b3.fnet_document_fund: rewrites the b3.fnet_fund_document rows of the documents the statement wrote.';
--! EndIncluded sql/b3/sync_fnet_fund_document.sql
--! Included sql/b3/fnet_fund_document.sql
-- b3.fnet_fund_document: each FNET document under the fund its search was asked
-- for (b3.fnet_document_fund joined to b3.fnet_document), ordered by fund and
-- delivery, written in the statement that writes either table (the triggers below,
-- b3.sync_fnet_fund_document), so screen_restatements counts a fund's documents in a
-- window from a few index pages instead of one lookup per document.
create table b3.fnet_fund_document (
  cnpj text not null,
  id bigint not null,
  tipo_fundo smallint,
  delivered_at timestamp not null,
  descricao_fundo text
);
-- a fund's documents in a delivery window, from the index alone
create unique index fnet_fund_document_delivered on b3.fnet_fund_document (cnpj, delivered_at, id) include (tipo_fundo, descricao_fundo);
-- the rows of the documents a write touched
create index fnet_fund_document_id on b3.fnet_fund_document (id);
alter table b3.fnet_fund_document owner to ingest_writer;
grant select on b3.fnet_fund_document to api_owner;
comment on table b3.fnet_fund_document is 'One row per FNET document and fund link (b3.fnet_document_fund x b3.fnet_document): the fund, its query''s tipoFundo, the delivery time and descricaoFundo. Derived in the writing statement by the triggers on b3.fnet_document and b3.fnet_document_fund (b3.sync_fnet_fund_document).';
comment on column b3.fnet_fund_document.cnpj is 'The CNPJ the FNET search was asked for.';
comment on column b3.fnet_fund_document.tipo_fundo is 'tipoFundo of the query (1 FII, 2 FIDC, 3 ETF); NULL when the query did not say.';
comment on column b3.fnet_fund_document.delivered_at is 'dataEntrega, São Paulo local time as published.';
comment on column b3.fnet_fund_document.descricao_fundo is 'descricaoFundo as listed (shown only).';
create trigger fnet_fund_document_insert after insert on b3.fnet_document referencing new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_update after update on b3.fnet_document referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_delete after delete on b3.fnet_document referencing old table as old_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_truncate after truncate on b3.fnet_document
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_insert after insert on b3.fnet_document_fund referencing new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_update after update on b3.fnet_document_fund referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_delete after delete on b3.fnet_document_fund referencing old table as old_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_truncate after truncate on b3.fnet_document_fund
  for each statement execute function b3.sync_fnet_fund_document();
--! EndIncluded sql/b3/fnet_fund_document.sql
-- the rows of what is held
insert into b3.fnet_fund_document (cnpj, id, tipo_fundo, delivered_at, descricao_fundo)
select l.cnpj, d.id, l.tipo_fundo, d.data_entrega, d.descricao_fundo
from b3.fnet_document_fund l join b3.fnet_document d on d.id = l.id;
--! Included functions/screen_restatements.sql
-- api.screen_restatements: funds that re-filed unusually many of their FNET documents.
-- Read from the FNET register and the fund each search was asked for (the listing
-- names no fund); a re-filing is a document of versao above 1, counted by its
-- delivery day. The re-filings come from b3.fnet_restatement_pair (written with the
-- register), so a call reads the window's re-filings and the documents of the few
-- funds that have enough of them, never every document of the window. Computed once
-- into an array so the 1000-row check and the answer are one pass.
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

  -- default p_end: the newest delivery day of a document linked to a fund, read backwards on the delivery
  -- index down to the first linked one (max() over the join hashed the whole register)
  v_end := coalesce(p_end,
    (select d.data_entrega::date from b3.fnet_document d where exists (select 1 from b3.fnet_document_fund l where l.id = d.id)
     order by d.data_entrega desc limit 1),
    current_date);
  v_from := (v_end - make_interval(months => p_months))::date + 1;

  -- the re-filings of the window from the precomputed pairs alone (one row per re-filing and fund link): only the funds
  -- with enough of them are screened, and only their documents are counted
  with counted as (
    select p.cnpj,
           (count(*) filter (where v_modalidade is null or lower(p.modalidade) = v_modalidade))::integer as restatements,
           (count(*) filter (where p.modalidade = 'RE'))::integer as restatements_re,
           (count(*) filter (where p.modalidade = 'RC'))::integer as restatements_rc
    from b3.fnet_restatement_pair p
    where p.cnpj is not null and p.delivered_at >= v_from and p.delivered_at < v_end + 1
    group by p.cnpj
    having (count(*) filter (where v_modalidade is null or lower(p.modalidade) = v_modalidade)) >= p_min_restatements
  ),
  -- every document linked to a candidate fund and delivered in the window, every version and type (b3.fnet_fund_document:
  -- the fund's window in a few index pages)
  documented as (
    select c.*, k.tipo_fundo, k.listed_name, k.documents
    from counted c
    cross join lateral (
      select min(f.tipo_fundo) as tipo_fundo, min(f.descricao_fundo) as listed_name, count(*)::integer as documents
      from b3.fnet_fund_document f
      where f.cnpj = c.cnpj and f.delivered_at >= v_from and f.delivered_at < v_end + 1
    ) k
  ),
  screened as (
    select c.*, round(100.0 * c.restatements / c.documents, 2) as rate
    from documented c
    where 100.0 * c.restatements / c.documents >= p_min_rate_pct
    order by c.restatements desc, c.cnpj
    limit 1001
  ),
  -- the newest re-filing counted, looked up for the listed funds only
  newest as (
    select s.*, n.fnet_id as last_id, n.delivered_at as last_at
    from screened s
    cross join lateral (
      select p.fnet_id, p.delivered_at
      from b3.fnet_restatement_pair p
      where p.cnpj = s.cnpj and p.delivered_at >= v_from and p.delivered_at < v_end + 1
        and (v_modalidade is null or lower(p.modalidade) = v_modalidade)
      order by p.delivered_at desc, p.fnet_id desc
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
--! Included functions/inflation.sql
-- api.inflation: the central bank's IPCA family (SGS), long: one row per month and series, with the trailing 12-month chain.
-- value is always the published number; acc_12m is derived here, and only from
-- twelve consecutive months held (a gap gives NULL, never a shorter chain).
drop function if exists api.inflation(text, text, date, date);
drop type if exists api.inflation_row;

create type api.inflation_row as (
  reference_date date,
  series text,
  family text,
  sgs_code integer,
  value numeric,
  acc_12m numeric,
  unit text,
  source text
);
alter type api.inflation_row owner to api_owner;
comment on type api.inflation_row is 'One month of one inflation series as the central bank publishes it in SGS.';
comment on column api.inflation_row.reference_date is 'The month, as its first day (YYYY-MM-01).';
comment on column api.inflation_row.series is 'The series label (IPCA, IPCA_12M, IPCA_CORE_MS, IPCA_G_SAUDE, ...).
@enum internal.inflation_series';
comment on column api.inflation_row.family is 'headline, core, classification, diffusion or group.
@enum internal.inflation_family';
comment on column api.inflation_row.sgs_code is 'The SGS code the series is published under (433 IPCA, 13522 IPCA_12M, ...).';
comment on column api.inflation_row.value is 'The value as published, in percent (see unit). Never NULL: a month SGS has no value for has no row.';
comment on column api.inflation_row.acc_12m is 'Derived: the twelve monthly changes ending this month chained, ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100, computed exactly and rounded half away from zero to 2 decimals, as the central bank publishes IPCA_12M. NULL unless all twelve months are held and consecutive, and NULL on the series that are not monthly changes (IPCA_12M, IPCA_DIFUSAO).';
comment on column api.inflation_row.unit is 'pct_month (change over the month, percent), pct_12m (change over the 12 months ending in the month, percent) or pct_items (percent of the items that rose).
@enum internal.inflation_unit';
comment on column api.inflation_row.source is 'bcb_sgs (an SGS answer) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.inflation(p_series text default null, p_family text default null, p_from date default null, p_to date default null)
returns setof api.inflation_row
language plpgsql
stable
security definer
set search_path = ''
-- a generic plan keeps the optional series and family filters and reads every series' window
-- before joining them: plan each call
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_family text := internal.one_of('inflation', 'p_family', p_family, internal.domain_values('internal.inflation_family'),
    'Families: headline, core, classification, diffusion, group.', 'Pass p_family as one of the families listed in details, or omit it for every family.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '36 months')::date);
  v_rows bigint;
begin
  -- labels are upper case, so the case-insensitive check is this one, not one_of (which folds to lower case)
  if v_series is not null and not (v_series = any (internal.domain_values('internal.inflation_series'))) then
    raise exception using
      errcode = '22023',
      message = format('inflation: unknown p_series %s', quote_literal(p_series)),
      detail = format('Series (label SGS code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by i.family, s.label)
           from bcb.inflation_series i join bcb.sgs_series s on s.code = i.code)),
      hint = 'Pass p_series as one of the labels listed in details (case-insensitive), or omit it for every series of p_family.';
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.', p_from is null);

  select count(*) into v_rows
  from (
    select 1
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    join bcb.sgs v on v.code = i.code
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation',
    'Narrow p_from/p_to, or pin p_series or p_family: every series at once fills about 36 months per response.');

  return query
    select v.reference_date, s.label, i.family, i.code, v.value,
           case when i.unit = 'pct_month' then v.chain end,
           i.unit,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    cross join lateral (
      -- the window and the eleven months before it, for the chain: an exact numeric
      -- product of twelve factors (no logarithms), only when the row eleven back is
      -- the month eleven back, so every month between is held
      select w.reference_date, w.value, w.ingest_id,
             case when lag(w.reference_date, 11) over m = (w.reference_date - interval '11 months')::date then
               -- numeric products are exact, and 1e-22 only shifts the point back:
               -- (100 + v1) x ... x (100 + v12) x 1e-22 - 100 = ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100
               round((100 + w.value) * (100 + lag(w.value, 1) over m) * (100 + lag(w.value, 2) over m) * (100 + lag(w.value, 3) over m)
                     * (100 + lag(w.value, 4) over m) * (100 + lag(w.value, 5) over m) * (100 + lag(w.value, 6) over m)
                     * (100 + lag(w.value, 7) over m) * (100 + lag(w.value, 8) over m) * (100 + lag(w.value, 9) over m)
                     * (100 + lag(w.value, 10) over m) * (100 + lag(w.value, 11) over m) * 1e-22 - 100, 2)
             end as chain
      from bcb.sgs w
      where w.code = i.code and w.reference_date between (v_from - interval '11 months')::date and v_to
      window m as (order by w.reference_date)
    ) v
    join ingest.ingest_log l on l.id = v.ingest_id
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    order by v.reference_date, s.label;
end;
$$;

alter function api.inflation(text, text, date, date) owner to api_owner;
revoke all on function api.inflation(text, text, date, date) from public;
grant execute on function api.inflation(text, text, date, date) to anon, authenticated;

comment on function api.inflation(text, text, date, date) is 'The IPCA family from the central bank''s SGS, one row per month and series: headline, cores, classifications, diffusion and the nine groups, oldest first.
Every value is the number SGS publishes, in percent; acc_12m is the trailing twelve monthly changes chained, NULL unless the twelve months are held and consecutive and on the series that are not monthly changes. Group rows are changes of the group, not contributions to the headline (inflation_items has the weights). Series (label SGS code): IPCA 433, IPCA_12M 13522, IPCA15 7478, IPCA_CORE_MS 4466, IPCA_CORE_MA 11426, IPCA_CORE_EX0 11427, IPCA_CORE_EX2 16121, IPCA_CORE_DP 16122, IPCA_MONITORADOS 4449, IPCA_LIVRES 11428, IPCA_COMERCIALIZAVEIS 4447, IPCA_NAO_COMERCIALIZAVEIS 4448, IPCA_NAO_DURAVEIS 10841, IPCA_SEMI_DURAVEIS 10842, IPCA_DURAVEIS 10843, IPCA_SERVICOS 10844, IPCA_DIFUSAO 21379, IPCA_G_ALIMENTACAO 1635, IPCA_G_HABITACAO 1636, IPCA_G_ARTIGOS_RESIDENCIA 1637, IPCA_G_VESTUARIO 1638, IPCA_G_TRANSPORTES 1639, IPCA_G_COMUNICACAO 1640, IPCA_G_SAUDE 1641, IPCA_G_DESPESAS_PESSOAIS 1642, IPCA_G_EDUCACAO 1643. Default window: 36 months before p_to, or before today. An unknown series or family raises 22023 listing what exists; a series outside p_family, or nothing held in the window, gives []; more than 1000 rows raises 22023. Rows are ordered by month, then series.
p_series: one label from the list above (case-insensitive); omit for every series.
p_family: headline, core, classification, diffusion or group; omit for every family.
p_from: first month of the window (YYYY-MM-DD, compared with the month''s first day); default 36 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Inflation
@enum p_series: internal.inflation_series
@default p_from: 36 months before p_to
@default p_to: today';
--! EndIncluded functions/inflation.sql
--! Included functions/inflation_items.sql
-- api.inflation_items: the IPCA item tree per month (SIDRA 1419 then 7060), oldest first.
-- item_number (the structure number) is the key that survives the 2020-01 change of
-- SIDRA codes, so an item is followed across both tables by it, never by item_code.
drop function if exists api.inflation_items(integer, text, date, date);
drop type if exists api.inflation_items_row;

create type api.inflation_items_row as (
  reference_month date,
  item_number text,
  item_code integer,
  item_name text,
  level integer,
  parent_number text,
  weight numeric,
  change_month numeric,
  contribution numeric,
  change_ytd numeric,
  change_12m numeric,
  sidra_table integer,
  source text
);
alter type api.inflation_items_row owner to api_owner;
comment on type api.inflation_items_row is 'One node of the IPCA item tree in one month.';
comment on column api.inflation_items_row.reference_month is 'Month of the index (first day, YYYY-MM-01).';
comment on column api.inflation_items_row.item_number is 'IBGE structure number (1 group, 11 subgroup, 1101 item, 1101002 subitem; 0 for the general index): the continuity key across the 2020-01 change of SIDRA codes.';
comment on column api.inflation_items_row.item_code is 'SIDRA classification 315 code as published; it changed with the 2020-01 structure (sidra_table says which table it belongs to).';
comment on column api.inflation_items_row.item_name is 'The published label without its structure number (Portuguese).';
comment on column api.inflation_items_row.level is '0 general index, 1 group, 2 subgroup, 3 item, 4 subitem.';
comment on column api.inflation_items_row.parent_number is 'Structure number of the node one level up, read off the structure number (1101002 -> 1101 -> 11 -> 1 -> 0); NULL for the general index.';
comment on column api.inflation_items_row.weight is 'Weight in the basket, percent, as published (variable 66; general index 100); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_month is 'Change in the month, percent, as published (variable 63); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.contribution is 'weight x change_month / 100: percentage points of the headline; NULL when either is NULL. Sum it within ONE level only (levels nest, so summing across levels counts a change several times).';
comment on column api.inflation_items_row.change_ytd is 'Change in the year to date, percent, as published (variable 69); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_12m is 'Change over 12 months, percent, as published (variable 2265); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.sidra_table is 'SIDRA table of the row: 1419 (2012-01..2019-12) or 7060 (from 2020-01).';
comment on column api.inflation_items_row.source is 'ibge_sidra (a SIDRA file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never an IBGE figure).';

create function api.inflation_items(
  p_level integer default 1,
  p_item text default null,
  p_from date default null,
  p_to date default null
)
returns setof api.inflation_items_row
language plpgsql
stable
security definer
set search_path = ''
-- a generic plan cannot turn item_number like v_prefix || '%' into an index range, nor drop the
-- optional filters a call leaves NULL (it read every month of a level): plan each call
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  v_to date := date_trunc('month', coalesce(p_to, current_date))::date;
  v_from date := date_trunc('month', coalesce(p_from, (coalesce(p_to, current_date) - interval '35 months')))::date;
  v_item text := nullif(btrim(p_item), '');
  v_number text;          -- the pinned node's structure number
  v_item_level integer;   -- and its level
  v_prefix text;          -- rows under this structure number ('' = the whole tree); null = no item pinned
  v_level integer := p_level;  -- rows of this level only; null = every level
  v_item_only boolean := false;
  v_rows bigint;
begin
  if p_level is not null and p_level not between 0 and 4 then
    raise exception using
      errcode = '22023',
      message = format('inflation_items: unknown level %s', p_level),
      detail = 'Levels: 0 general index, 1 groups, 2 subgroups, 3 items, 4 subitems.',
      hint = 'Send p_level as 0, 1, 2, 3 or 4, or null for every level.';
  end if;

  if v_item is not null then
    -- a structure number first; otherwise a SIDRA code of either table
    select i.item_number, i.level into v_number, v_item_level
    from ibge.ipca_item i
    where i.item_number = v_item
       or i.item_code = case when v_item ~ '^\d{1,9}$' then v_item::integer end  -- CASE: never cast a label
    order by (i.item_number = v_item) desc, i.reference_month desc
    limit 1;
    if v_number is null then
      raise exception using
        errcode = '22023',
        message = format('inflation_items: unknown item %s', quote_literal(p_item)),
        detail = 'p_item is an IBGE structure number (0 the general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or a SIDRA classification 315 code held (e.g. 7170).',
        hint = 'List the items of one month with {"p_level": null, "p_from": "2026-01-01", "p_to": "2026-01-01"} and pass an item_number or item_code from it.';
    end if;
    -- the pinned node's subtree: the node itself down to its own level, its descendants at a deeper p_level
    v_prefix := case when v_number = '0' then '' else v_number end;
    if p_level is not null and p_level <= v_item_level then
      v_item_only := true;
      v_level := null;
    end if;
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation_items',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.');

  select count(*) into v_rows
  from (
    select 1 from ibge.ipca_item i
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation_items',
    'Narrow p_from/p_to, pin p_item, or pick one p_level: the deeper levels hold hundreds of nodes a month.');

  return query
    select i.reference_month, i.item_number, i.item_code, i.item_name, i.level::integer,
           case i.level when 0 then null when 1 then '0' when 2 then left(i.item_number, 1)
                        when 3 then left(i.item_number, 2) else left(i.item_number, 4) end,
           i.weight, i.change_month,
           -- exact, at the scale the inputs give (no division tail of twenty digits)
           round(i.weight * i.change_month / 100, scale(i.weight) + scale(i.change_month) + 2),
           i.change_ytd, i.change_12m,
           i.sidra_table,
           case when l.synthetic then 'synthetic_sample' else 'ibge_sidra' end
    from ibge.ipca_item i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    order by i.reference_month, i.level, i.item_number;
end;
$$;

alter function api.inflation_items(integer, text, date, date) owner to api_owner;
revoke all on function api.inflation_items(integer, text, date, date) from public;
grant execute on function api.inflation_items(integer, text, date, date) to anon, authenticated;

comment on function api.inflation_items(integer, text, date, date) is 'IPCA item tree per month: weight, change and contribution of each node, oldest first.
The statistics institute''s SIDRA tables 1419 (2012-01..2019-12) and 7060 (from 2020-01), one row per month and node, values as published (percent). contribution = weight x change_month / 100 in percentage points of the headline, NULL when either is NULL; sum it within one level only. item_number (the IBGE structure number) is the key that continues across the 2020-01 change of SIDRA codes; parent_number is read off it. Default window: the 36 months ending with the month of p_to (or of today). An unknown level or item raises 22023; more than 1000 rows raises 22023 (narrow the window, pin p_item or pick a level).
p_level: 0 general index, 1 groups (default), 2 subgroups, 3 items, 4 subitems; null for every level.
p_item: a structure number (0, 1, 11, 1101, 1101002) or a SIDRA code of either table (7170); a structure number is matched first. It pins that node: p_level null gives the node and every node under it, a p_level at or above the node''s level gives the node alone, and a deeper p_level gives the nodes under it at that level (e.g. p_item 1, p_level 2: the food subgroups).
p_from: first month of the window (any day of it); default 35 months before p_to''s month.
p_to: last month of the window (any day of it); default the current month.
@tag Inflation
@default p_level
@default p_item
@default p_from: 35 months before p_to''s month (a 36-month window)
@default p_to: the current month';
--! EndIncluded functions/inflation_items.sql
