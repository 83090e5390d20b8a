-- The ANBIMA monthly fund bulletin read long: one row per (month, class, type,
-- level, metric), values as printed (R$ millions, percentage points, counts).
-- A newer edition revises the months it reprints; an older edition loaded
-- later never overwrites a newer one's figure.
create table anbima.class_monthly (
  reference_date date not null check (extract(day from reference_date) = 1),
  category text not null check (category <> ''),
  type_id integer,
  type_name text not null check (type_name <> ''),
  level text not null check (level in ('category', 'type', 'total')),
  metric text not null check (metric in ('pl_brl_mm', 'captacao_liquida_brl_mm', 'captacao_liquida_ytd_brl_mm', 'captacao_liquida_12m_brl_mm', 'rentabilidade_pct', 'rentabilidade_ytd_pct', 'rentabilidade_12m_pct', 'fund_count')),
  value numeric not null,
  source_sheet text not null,
  edition date not null check (extract(day from edition) = 1 and edition >= reference_date),
  ingest_id bigint not null,
  primary key (reference_date, category, type_name, level, metric)
);
create index class_monthly_metric_month on anbima.class_monthly (metric, reference_date);
alter table anbima.class_monthly owner to ingest_writer;
grant select on anbima.class_monthly to api_owner;
comment on table anbima.class_monthly is 'ANBIMA Boletim de Fundos de Investimento (monthly XLSX): net assets, net flows, returns and fund counts per ANBIMA class, ANBIMA type and industry total, from the sheets Pág. 4, 5, 8, 9, 11 and 13, as printed.';
comment on column anbima.class_monthly.reference_date is 'The month the figure is for (its first day). A year-to-date figure is dated at the last month it covers.';
comment on column anbima.class_monthly.category is 'The ANBIMA class (Renda Fixa, Ações, Multimercados, Cambial, Previdência, ETF, FIDC, FIP, FIAGRO, FII, Off Shore), or TOTAL for an industry total.';
comment on column anbima.class_monthly.type_id is 'The ANBIMA type code the type sheets print beside a type; NULL for a class aggregate, a total, or a type printed without a code.';
comment on column anbima.class_monthly.type_name is 'The row''s label without its footnote marker: the class name on a class aggregate, the type name on a type, the total''s name on a total.';
comment on column anbima.class_monthly.level is 'category (class aggregate), type (ANBIMA type) or total (industry total).';
comment on column anbima.class_monthly.metric is 'The figure: pl_brl_mm, captacao_liquida_brl_mm, captacao_liquida_ytd_brl_mm, captacao_liquida_12m_brl_mm, rentabilidade_pct, rentabilidade_ytd_pct, rentabilidade_12m_pct or fund_count.';
comment on column anbima.class_monthly.value is 'The figure as printed: R$ millions (_brl_mm), percentage points (_pct) or a count.';
comment on column anbima.class_monthly.source_sheet is 'The sheet the figure was read from, as named in the workbook.';
comment on column anbima.class_monthly.edition is 'The bulletin edition: the newest month the workbook holds. A held figure is replaced only by an edition as new or newer.';
