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
