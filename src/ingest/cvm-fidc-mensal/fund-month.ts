// Refreshes the fidc rows of cvm.fund_month for the (cnpj, month) pairs a file
// changed in tabs IV, V or VI. Source columns:
//   nav          tab IV  TAB_IV_A_VL_PL
//   delinquency  tab V   TAB_V_B_VL_DIRCRED_INAD + tab VI TAB_VI_B_VL_DIRCRED_INAD: the filed totals
//                of overdue instalments of both receivable blocks (with and without transfer of
//                risk); a blank total adds nothing, and both blank (or absent) is NULL, never 0.
// quota, quotaholders, inflows, redemptions, monthly_yield and assets: NULL (not in this series
// for FIDCs). Period: the LAST day of the reference month. The CVM FIDC files carry no version
// (a restatement overwrites the month in place), so the row held is the newest.
import type { AfterLoad } from '../common/index.js';

export const refreshFidcFundMonth: AfterLoad = async ({ client, ingestId }) => {
  await client.query(
    `with touched as (
       select cnpj, reference_date from cvm.fidc_tab_iv where ingest_id = $1
       union select cnpj, reference_date from cvm.fidc_tab_v where ingest_id = $1
       union select cnpj, reference_date from cvm.fidc_tab_vi where ingest_id = $1
     ), months as (
       select distinct cnpj, date_trunc('month', reference_date)::date as first_day from touched
     ), series as (
       -- a range on reference_date, so each lookup uses the (cnpj, reference_date) primary key
       select m.cnpj, (m.first_day + interval '1 month - 1 day')::date as period, iv.nav, v.overdue as overdue_v, vi.overdue as overdue_vi
         from months m
         left join lateral (select x.tab_iv_a_vl_pl as nav from cvm.fidc_tab_iv x
                             where x.cnpj = m.cnpj and x.reference_date >= m.first_day and x.reference_date < m.first_day + interval '1 month'
                             order by x.reference_date desc limit 1) iv on true
         left join lateral (select x.tab_v_b_vl_dircred_inad as overdue from cvm.fidc_tab_v x
                             where x.cnpj = m.cnpj and x.reference_date >= m.first_day and x.reference_date < m.first_day + interval '1 month'
                             order by x.reference_date desc limit 1) v on true
         left join lateral (select x.tab_vi_b_vl_dircred_inad as overdue from cvm.fidc_tab_vi x
                             where x.cnpj = m.cnpj and x.reference_date >= m.first_day and x.reference_date < m.first_day + interval '1 month'
                             order by x.reference_date desc limit 1) vi on true
     )
     insert into cvm.fund_month as f (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets)
     select 'fidc', cnpj, period, nav, null, null, null, null,
            case when overdue_v is null and overdue_vi is null then null else coalesce(overdue_v, 0) + coalesce(overdue_vi, 0) end,
            null, null
       from series
     on conflict (entity_type, cnpj, period) do update
        set nav = excluded.nav, quota = null, quotaholders = null, inflows = null, redemptions = null,
            delinquency = excluded.delinquency, monthly_yield = null, assets = null
      where row(f.nav, f.quota, f.quotaholders, f.inflows, f.redemptions, f.delinquency, f.monthly_yield, f.assets)
            is distinct from row(excluded.nav, null::numeric, null::bigint, null::numeric, null::numeric, excluded.delinquency, null::numeric, null::numeric)`,
    [ingestId],
  );
};
