-- api.fidc_tranches: one FIDC's tranches (quota classes or series) per month from
-- the monthly report's tabs X_2 (quotas, quota value), X_3 (return), X_6 (expected
-- and realised performance) and X_4 (the month's operations, as a JSON array).
drop function if exists api.fidc_tranches(text, date, date, text);
drop type if exists api.fidc_tranches_row;

create type api.fidc_tranches_row as (
  cnpj text,
  period date,
  fund_type text,
  classe_serie text,
  quotas numeric,
  quota_value numeric,
  return_month numeric,
  performance_expected numeric,
  performance_realised numeric,
  tranche_filed boolean,
  flows jsonb
);
alter type api.fidc_tranches_row owner to api_owner;
comment on type api.fidc_tranches_row is 'One tranche (quota class or series) of one FIDC in one month.';
comment on column api.fidc_tranches_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_tranches_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_tranches_row.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe); NULL in the older files without the column (until 2023-09 in these tabs).';
comment on column api.fidc_tranches_row.classe_serie is 'TAB_X_CLASSE_SERIE as filed (free text; seniority is only ever in this label, never derived here).';
comment on column api.fidc_tranches_row.quotas is 'TAB_X_QT_COTA (tab X_2): quotas outstanding, as filed; NULL when blank or when tranche_filed is false.';
comment on column api.fidc_tranches_row.quota_value is 'TAB_X_VL_COTA (tab X_2): the quota''s value, BRL as filed; NULL when blank or when tranche_filed is false.';
comment on column api.fidc_tranches_row.return_month is 'TAB_X_VL_RENTAB_MES (tab X_3): the month''s return in percent as filed; NULL when blank or not filed for the series.';
comment on column api.fidc_tranches_row.performance_expected is 'TAB_X_PR_DESEMP_ESPERADO (tab X_6): the performance the series promised, percent as filed, never clipped; NULL when blank or not filed.';
comment on column api.fidc_tranches_row.performance_realised is 'TAB_X_PR_DESEMP_REAL (tab X_6): the performance it delivered, percent as filed, never clipped; NULL when blank or not filed.';
comment on column api.fidc_tranches_row.tranche_filed is 'true when the month has a tab X_2 row for the series; false when the series appears only in X_3, X_4 or X_6 (then quotas and quota_value are NULL because nothing was filed).';
comment on column api.fidc_tranches_row.flows is 'The series'' tab X_4 operations of the month: a JSON array of {tp_oper, value, quotas} (tp_oper the filed label, never bucketed; value BRL and quotas as filed, null when blank), by tp_oper; NULL when none was filed (not an empty array, not 0).';

create function api.fidc_tranches(p_cnpj text, p_from date default null, p_to date default null, p_series text default null)
returns setof api.fidc_tranches_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_tranches');
  v_from date := coalesce(p_from, '-infinity');
  v_to date := coalesce(p_to, 'infinity');
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'fidc_tranches', 'Send p_from on or before p_to, or leave either null for an open end.');

  select count(*) into v_rows
  from (
    select k.reference_date, k.fund_type, k.tab_x_classe_serie
    from (
      select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_2 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_3 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_6 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_4 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
    ) k
    where p_series is null or k.tab_x_classe_serie = p_series
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fidc_tranches', 'Narrow p_from/p_to, or send p_series for one tranche.');

  return query
    select v_cnpj, k.reference_date, k.fund_type, k.tab_x_classe_serie,
      x2.tab_x_qt_cota, x2.tab_x_vl_cota, x3.tab_x_vl_rentab_mes, x6.tab_x_pr_desemp_esperado, x6.tab_x_pr_desemp_real,
      x2.cnpj is not null,
      (select jsonb_agg(jsonb_build_object('tp_oper', f.tab_x_tp_oper, 'value', f.tab_x_vl_total, 'quotas', f.tab_x_qt_cota) order by f.tab_x_tp_oper)
       from cvm.fidc_tab_x_4 f
       where f.cnpj = v_cnpj and f.reference_date = k.reference_date and f.fund_type is not distinct from k.fund_type and f.tab_x_classe_serie = k.tab_x_classe_serie)
    from (
      select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_2 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_3 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_6 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_4 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
    ) k
    left join cvm.fidc_tab_x_2 x2 on x2.cnpj = v_cnpj and x2.reference_date = k.reference_date and x2.fund_type is not distinct from k.fund_type and x2.tab_x_classe_serie = k.tab_x_classe_serie
    left join cvm.fidc_tab_x_3 x3 on x3.cnpj = v_cnpj and x3.reference_date = k.reference_date and x3.fund_type is not distinct from k.fund_type and x3.tab_x_classe_serie = k.tab_x_classe_serie
    left join cvm.fidc_tab_x_6 x6 on x6.cnpj = v_cnpj and x6.reference_date = k.reference_date and x6.fund_type is not distinct from k.fund_type and x6.tab_x_classe_serie = k.tab_x_classe_serie
    where p_series is null or k.tab_x_classe_serie = p_series
    order by k.reference_date, k.fund_type nulls last, k.tab_x_classe_serie;
end;
$$;

alter function api.fidc_tranches(text, date, date, text) owner to api_owner;
revoke all on function api.fidc_tranches(text, date, date, text) from public;
grant execute on function api.fidc_tranches(text, date, date, text) to anon, authenticated;

comment on function api.fidc_tranches(text, date, date, text) is 'One FIDC''s tranches (quota classes or series) per month from the monthly report''s tabs X_2, X_3, X_6 and X_4, as filed, oldest first.
One row per month and series (and filer type, for a CNPJ that filed a month as both Fundo and Classe): quotas and quota value (X_2), the month''s return (X_3), expected and realised performance (X_6, percent as filed, never clipped) and flows, the month''s X_4 operations as a JSON array of {tp_oper, value, quotas} with tp_oper the filed label, never bucketed (NULL when none was filed). tranche_filed is false when the series has no X_2 row that month (it appears only in X_3, X_4 or X_6): its X_2 columns are then NULL because nothing was filed. Nothing is derived: no seniority, no subordination ratio. A blank is NULL, never 0. Ordered by month, filer type, then series label. An unknown CNPJ or series gives an empty array; more than 1000 rows raises 22023.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_series: one TAB_X_CLASSE_SERIE, matched exactly as filed; null = every series.
@tag FIDC
@default p_from: the first month held
@default p_to: the newest month held
@default p_series: every series';
