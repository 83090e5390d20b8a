--! Previous: sha1:b6a7fd33e90c0e213217676847955e9d1825a26b
--! Hash: sha1:02c0f3df3dd327aeefe467f4fbb7494bc6de22f8
--! Message: FNET restatement pairs precomputed by statement triggers

-- issue 27 bench: the restatement pairs become a table written with the FNET register
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
  -- every document linked to a candidate fund and delivered in the window, every version and type
  documented as (
    select c.*, k.tipo_fundo, k.listed_name, k.documents
    from counted c
    cross join lateral (
      select min(l.tipo_fundo) as tipo_fundo, min(d.descricao_fundo) as listed_name, count(*)::integer as documents
      from b3.fnet_document_fund l
      join b3.fnet_document d on d.id = l.id
      where l.cnpj = c.cnpj and d.data_entrega >= v_from and d.data_entrega < v_end + 1
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
