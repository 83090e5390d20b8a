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
