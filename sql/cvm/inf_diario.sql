-- inf_diario_fi: the daily report, keyed by day first so a month's refresh is a range scan,
-- one partition a month (cvm.inf_diario_YYYY_MM), made by the loader as files bring months:
-- a new month is COPYed into a plain table and gets its key in one sort when attached
-- (ingest.attach_month), instead of one index step per row.
create table cvm.inf_diario (
  dt_comptc date not null,
  -- 14 digits by the loader's loose-cnpj rule, checked on every value before COPY; no per-row
  -- regex here, which cost a third of the server's time on a month of ~630,000 rows
  -- the key's text columns compare bytewise (collation "C"): digits and subclass codes have no
  -- linguistic order, and a locale comparison per key step cost about a tenth of each load
  cnpj text collate "C" not null,
  id_subclasse text collate "C" not null, -- '' = the fund or class itself
  tp_fundo text,
  vl_total numeric,
  vl_quota numeric,
  vl_patrim_liq numeric,
  captc_dia numeric,
  resg_dia numeric,
  nr_cotst bigint,
  ingest_id bigint not null,
  primary key (dt_comptc, cnpj, id_subclasse)
) partition by range (dt_comptc);
comment on table cvm.inf_diario is 'CVM daily fund report (inf_diario_fi) as filed, one row per day, fund or class, and subclass (id_subclasse '''' for the fund or class itself); blank values NULL, never 0. One partition a month, cvm.inf_diario_YYYY_MM, made by the loader.';
alter table cvm.inf_diario owner to ingest_writer;
grant select on cvm.inf_diario to api_owner;
