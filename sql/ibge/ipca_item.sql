-- The IPCA item tree as published by SIDRA tables 1419 (2012-01..2019-12) and
-- 7060 (2020-01 on): one row per month and node, the four variables side by
-- side. Values are the published text (NULL where SIDRA prints ..., .., - or X).
create table ibge.ipca_item (
  sidra_table integer not null check (sidra_table in (1419, 7060)),
  reference_month date not null check (extract(day from reference_month) = 1),
  item_code integer not null,
  item_number text not null check (item_number ~ '^(0|[1-9]|[1-9]\d|[1-9]\d{3}|[1-9]\d{6})$'),
  item_name text not null,
  level smallint not null check (level between 0 and 4),
  change_month numeric,
  weight numeric,
  change_ytd numeric,
  change_12m numeric,
  ingest_id bigint not null,
  primary key (reference_month, item_code),
  -- the month decides the table: the two are contiguous, never overlapping
  check ((sidra_table = 1419) = (reference_month < date '2020-01-01'))
);
create index ipca_item_number_month on ibge.ipca_item (item_number, reference_month);
create index ipca_item_level_month on ibge.ipca_item (level, reference_month);
-- a pinned item's subtree at one level (item_number like '1101%'), and a pinned SIDRA code
create index ipca_item_level_prefix on ibge.ipca_item (level, item_number text_pattern_ops, reference_month);
create index ipca_item_code on ibge.ipca_item (item_code, reference_month);
alter table ibge.ipca_item owner to ingest_writer;
grant select on ibge.ipca_item to api_owner;
comment on table ibge.ipca_item is 'IPCA weights and changes per month and item (SIDRA tables 1419 and 7060, variables 63, 66, 69, 2265, classification 315), as published.';
comment on column ibge.ipca_item.sidra_table is 'SIDRA table the row comes from: 1419 before 2020-01, 7060 from 2020-01.';
comment on column ibge.ipca_item.item_code is 'SIDRA code of the classification 315 category (changed with the 2020-01 structure).';
comment on column ibge.ipca_item.item_number is 'IBGE structure number read off the label (1 group, 11 subgroup, 1101 item, 1101002 subitem); 0 for the general index, whose label has none. The continuity key across the 2020-01 change of codes.';
comment on column ibge.ipca_item.item_name is 'The label without its structure number.';
comment on column ibge.ipca_item.level is '0 general index, 1 group, 2 subgroup, 3 item, 4 subitem (from the length of the structure number).';
comment on column ibge.ipca_item.change_month is 'Variable 63: change in the month, percent.';
comment on column ibge.ipca_item.weight is 'Variable 66: weight in the basket, percent (general index 100).';
comment on column ibge.ipca_item.change_ytd is 'Variable 69: change in the year to date, percent.';
comment on column ibge.ipca_item.change_12m is 'Variable 2265: change over 12 months, percent.';
