-- The inflation family of SGS series that api.inflation serves: each code's family
-- and unit. Labels and names are bcb.sgs_series' (the loader's registry), so a
-- series lands through the one bcb-sgs loader and is served here by its code.
create table bcb.inflation_series (
  code integer primary key references bcb.sgs_series (code),
  family text not null check (family in ('headline', 'core', 'classification', 'diffusion', 'group')),
  unit text not null check (unit in ('pct_month', 'pct_12m', 'pct_items'))
);
alter table bcb.inflation_series owner to ingest_writer;
grant select on bcb.inflation_series to api_owner;
comment on table bcb.inflation_series is 'The SGS series of the inflation family (api.inflation): IPCA and IPCA-15, the 12-month IPCA, the central bank''s five cores, its classifications, the diffusion index and the nine expenditure groups; label and name in bcb.sgs_series.';
comment on column bcb.inflation_series.family is 'headline, core, classification, diffusion or group (internal.inflation_family).';
comment on column bcb.inflation_series.unit is 'pct_month (a monthly change, percent), pct_12m (a 12-month change, percent) or pct_items (percent of items that rose) (internal.inflation_unit).';
insert into bcb.inflation_series (code, family, unit) values
  (433, 'headline', 'pct_month'),
  (13522, 'headline', 'pct_12m'),
  (7478, 'headline', 'pct_month'),
  (4466, 'core', 'pct_month'),
  (11426, 'core', 'pct_month'),
  (11427, 'core', 'pct_month'),
  (16121, 'core', 'pct_month'),
  (16122, 'core', 'pct_month'),
  (4449, 'classification', 'pct_month'),
  (11428, 'classification', 'pct_month'),
  (4447, 'classification', 'pct_month'),
  (4448, 'classification', 'pct_month'),
  (10841, 'classification', 'pct_month'),
  (10842, 'classification', 'pct_month'),
  (10843, 'classification', 'pct_month'),
  (10844, 'classification', 'pct_month'),
  (21379, 'diffusion', 'pct_items'),
  (1635, 'group', 'pct_month'),
  (1636, 'group', 'pct_month'),
  (1637, 'group', 'pct_month'),
  (1638, 'group', 'pct_month'),
  (1639, 'group', 'pct_month'),
  (1640, 'group', 'pct_month'),
  (1641, 'group', 'pct_month'),
  (1642, 'group', 'pct_month'),
  (1643, 'group', 'pct_month');
