// Refreshes the fii rows of cvm.fund_month for the (cnpj, month) pairs a file
// changed, from the NEWEST report version (highest Versao) of the complemento
// member. Source columns (inf_mensal_fii_complemento):
//   nav            Patrimonio_Liquido
//   quotaholders   Total_Numero_Cotistas
//   monthly_yield  Percentual_Dividend_Yield_Mes (a fraction, as filed: 0.0062 = 0.62 %)
//   assets         Valor_Ativo
// quota, inflows, redemptions and delinquency are not filed by FIIs: NULL.
// Period: the first day of the reference month. A blank cell stays NULL.
import { sql } from 'kysely';
import { kyselyOver } from '../../db/kysely.js';
import type { AfterLoad } from '../common/index.js';

export const refreshFiiFundMonth: AfterLoad = async ({ client, ingestId }) => {
  await kyselyOver(client)
    .with('touched', (db) =>
      db
        .selectFrom('cvm.fii_monthly_complemento')
        .select((eb) => ['cnpj', eb.cast<Date>(eb.fn('date_trunc', [sql.lit('month'), eb.ref('reference_date')]), 'date').as('period')])
        .distinct()
        .where('ingest_id', '=', String(ingestId)),
    )
    .with('newest', (db) =>
      db
        .selectFrom('touched as t')
        .innerJoin('cvm.fii_monthly_complemento as c', (join) =>
          join.onRef('c.cnpj', '=', 't.cnpj').onRef('c.reference_date', '>=', 't.period').on((eb) => eb('c.reference_date', '<', eb('t.period', '+', sql<Date>`interval '1 month'`))),
        )
        .distinctOn(['t.cnpj', 't.period'])
        .select(['t.cnpj', 't.period', 'c.patrimonio_liquido', 'c.total_numero_cotistas', 'c.percentual_dividend_yield_mes', 'c.valor_ativo'])
        .orderBy('t.cnpj')
        .orderBy('t.period')
        .orderBy('c.version', 'desc')
        .orderBy('c.reference_date', 'desc'),
    )
    .insertInto('cvm.fund_month')
    .columns(['entity_type', 'cnpj', 'period', 'nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets'])
    .expression((eb) =>
      eb
        .selectFrom('newest')
        .select((s) => [
          sql.lit('fii').as('entity_type'),
          'cnpj',
          'period',
          'patrimonio_liquido',
          s.lit(null).as('quota'),
          'total_numero_cotistas',
          s.lit(null).as('inflows'),
          s.lit(null).as('redemptions'),
          s.lit(null).as('delinquency'),
          'percentual_dividend_yield_mes',
          'valor_ativo',
        ]),
    )
    .onConflict((oc) =>
      oc
        .columns(['entity_type', 'cnpj', 'period'])
        .doUpdateSet((eb) => ({
          nav: eb.ref('excluded.nav'),
          quota: null,
          quotaholders: eb.ref('excluded.quotaholders'),
          inflows: null,
          redemptions: null,
          delinquency: null,
          monthly_yield: eb.ref('excluded.monthly_yield'),
          assets: eb.ref('excluded.assets'),
        }))
        // only a row whose values change is rewritten
        .where((eb) =>
          eb.or([
            eb('cvm.fund_month.nav', 'is distinct from', eb.ref('excluded.nav')),
            eb('cvm.fund_month.quota', 'is not', null),
            eb('cvm.fund_month.quotaholders', 'is distinct from', eb.ref('excluded.quotaholders')),
            eb('cvm.fund_month.inflows', 'is not', null),
            eb('cvm.fund_month.redemptions', 'is not', null),
            eb('cvm.fund_month.delinquency', 'is not', null),
            eb('cvm.fund_month.monthly_yield', 'is distinct from', eb.ref('excluded.monthly_yield')),
            eb('cvm.fund_month.assets', 'is distinct from', eb.ref('excluded.assets')),
          ]),
        ),
    )
    .execute();
};
