// Refreshes the fii rows of cvm.fund_month for the (cnpj, month) pairs a file
// changed, from the NEWEST report version (highest Versao) of the complemento
// member. Source columns (inf_mensal_fii_complemento):
//   nav            Patrimonio_Liquido
//   quotaholders   Total_Numero_Cotistas
//   monthly_yield  Percentual_Dividend_Yield_Mes (a fraction, as filed: 0.0062 = 0.62 %)
//   assets         Valor_Ativo
// quota, inflows, redemptions and delinquency are not filed by FIIs: NULL.
// Period: the first day of the reference month. A blank cell stays NULL.
import type { AfterLoad } from '../common/index.js';

export const refreshFiiFundMonth: AfterLoad = async ({ client, ingestId }) => {
  await client.query(
    `with touched as (
       select distinct cnpj, date_trunc('month', reference_date)::date as period
         from cvm.fii_monthly_complemento where ingest_id = $1
     ), newest as (
       select distinct on (t.cnpj, t.period)
              t.cnpj, t.period, c.patrimonio_liquido, c.total_numero_cotistas, c.percentual_dividend_yield_mes, c.valor_ativo
         from touched t
         join cvm.fii_monthly_complemento c
           on c.cnpj = t.cnpj and c.reference_date >= t.period and c.reference_date < (t.period + interval '1 month')
        order by t.cnpj, t.period, c.version desc, c.reference_date desc
     )
     insert into cvm.fund_month as f (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets)
     select 'fii', cnpj, period, patrimonio_liquido, null, total_numero_cotistas, null, null, null, percentual_dividend_yield_mes, valor_ativo
       from newest
     on conflict (entity_type, cnpj, period) do update
        set nav = excluded.nav, quota = null, quotaholders = excluded.quotaholders, inflows = null, redemptions = null,
            delinquency = null, monthly_yield = excluded.monthly_yield, assets = excluded.assets
      where row(f.nav, f.quota, f.quotaholders, f.inflows, f.redemptions, f.delinquency, f.monthly_yield, f.assets)
            is distinct from row(excluded.nav, null::numeric, excluded.quotaholders, null::numeric, null::numeric, null::numeric, excluded.monthly_yield, excluded.assets)`,
    [ingestId],
  );
};
