-- One row per fund family, fund and reference period, refreshed by the loaders
-- (inside each file's transaction) from the landing tables. A metric a family
-- does not file is NULL, never 0.
--
-- The monthly fund series cvm.fund_month is refreshed by the loaders (inside
-- each file's transaction), per family, from the FII and FIDC monthly report tables:
--   fii  (period = first day of the reference month; newest Versao of the month wins)
--        nav           = fii_monthly_complemento.patrimonio_liquido     (Patrimonio_Liquido)
--        quotaholders  = fii_monthly_complemento.total_numero_cotistas  (Total_Numero_Cotistas)
--        monthly_yield = fii_monthly_complemento.percentual_dividend_yield_mes (Percentual_Dividend_Yield_Mes, a fraction)
--        assets        = fii_monthly_complemento.valor_ativo            (Valor_Ativo)
--   fidc (period = last day of the reference month; the files carry no version)
--        nav           = fidc_tab_iv.tab_iv_a_vl_pl                     (TAB_IV_A_VL_PL)
--        delinquency   = fidc_tab_v.tab_v_b_vl_dircred_inad + fidc_tab_vi.tab_vi_b_vl_dircred_inad
--                        (filed totals of overdue instalments; NULL when both are blank or absent)
--   fip  (period = 31 December: the periodic report's year-end filing; cvm.refresh_fund_month_fip)
--        nav           = fip_report.vl_patrim_liq (VL_PATRIM_LIQ; the classes' rows repeat it; rows that
--                        disagree are settled by the newest file, NULL when its rows still disagree)
--   fiagro (period = first day of the reference month; newest Versao wins; cvm.refresh_fund_month_fiagro)
--        nav           = fiagro_monthly.patrimonio_liquido             (Patrimonio_Liquido)
--        delinquency   = fiagro_monthly.vencidos                       (Vencidos: assets overdue, filed total)
--   every other metric of the family is NULL, never 0.
create table cvm.fund_month (
  entity_type text not null check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro')),
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  period date not null,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric,
  primary key (entity_type, cnpj, period),
  -- period convention: fi, fii and fiagro the first day of the reference month, fidc the last day, fip 31 December
  constraint fund_month_period_convention check (
    case entity_type
      when 'fidc' then period = (date_trunc('month', period) + interval '1 month - 1 day')::date
      when 'fip' then period = (date_trunc('year', period) + interval '1 year - 1 day')::date
      else period = date_trunc('month', period)::date
    end)
);
alter table cvm.fund_month owner to ingest_writer;
create index fund_month_cnpj_period on cvm.fund_month (cnpj, period);
create index fund_month_family_period on cvm.fund_month (entity_type, period);
comment on index cvm.fund_month_family_period is 'The newest period of a family in one index probe (fund_nav default p_to, coverage funds_<family>).';
-- the still fi months (no money in or out, quotaholders filed): the dormant screens
-- read only these, a small part of the fi series, without touching the table
create index fund_month_fi_still on cvm.fund_month (period, cnpj) include (quotaholders, nav)
  where entity_type = 'fi' and inflows = 0 and redemptions = 0 and quotaholders is not null;
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds reads only these (screen_dormant_trend reads cvm.fi_dormant_census).';
-- the derived still runs follow every write of the fi series (cvm.sync_fi_still_run)
create trigger fi_still_run_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_still_run();
-- the fi classes active three months running follow every write too (cvm.sync_fi_quota_active)
create trigger fi_quota_active_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fi_quota_active();
create trigger fi_quota_active_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_quota_active();
-- the per-metric counts of every family-month follow every write (cvm.sync_fund_month_metric_census)
create trigger fund_month_metric_census_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fund_month_metric_census();
create trigger fund_month_metric_census_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fund_month_metric_census();
grant select on cvm.fund_month to api_owner;
comment on table cvm.fund_month is 'Monthly fund series keyed (entity_type, cnpj, period): fi nav, quota, quotaholders, inflows, redemptions (month-end of the daily report); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav (31 December); fiagro nav, delinquency. Period: fi, fii and fiagro first day of the month, fidc last day, fip 31 December. NULL where a family does not file a metric, never 0.';
