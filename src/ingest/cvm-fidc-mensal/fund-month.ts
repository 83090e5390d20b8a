// Refreshes the fidc rows of cvm.fund_month for the (cnpj, month) pairs a file
// changed in tabs IV, V or VI. Source columns:
//   nav          tab IV  TAB_IV_A_VL_PL
//   delinquency  tab V   TAB_V_B_VL_DIRCRED_INAD + tab VI TAB_VI_B_VL_DIRCRED_INAD: the filed totals
//                of overdue instalments of both receivable blocks (with and without transfer of
//                risk); a blank total adds nothing, and both blank (or absent) is NULL, never 0.
// quota, quotaholders, inflows, redemptions, monthly_yield and assets: NULL (not in this series
// for FIDCs). Period: the LAST day of the reference month. The CVM FIDC files carry no version
// (a restatement overwrites the month in place), so the row held is the newest.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Timestamp } from '../../generated/db.js';
import { kyselyOver } from '../../db/kysely.js';
import type { AfterLoad } from '../common/index.js';

const month = sql<Date>`interval '1 month'`;
type InMonth = Database & { m: { cnpj: string; first_day: Date } };

/** Narrows a tab's rows x to the newest of month m; a range on reference_date, so each lookup uses the (cnpj, reference_date) primary key. */
function newestOfMonth<DB extends InMonth & { x: { cnpj: string; reference_date: Timestamp } }, O>(qb: SelectQueryBuilder<DB, 'm' | 'x', O>) {
  // DB's constraint checks the tab has cnpj and reference_date; Kysely cannot resolve references on a generic DB, hence the casts
  const q = qb as unknown as SelectQueryBuilder<InMonth & { x: { cnpj: string; reference_date: Timestamp } }, 'm' | 'x', O>;
  return q
    .whereRef('x.cnpj', '=', 'm.cnpj')
    .whereRef('x.reference_date', '>=', 'm.first_day')
    .where((x) => x('x.reference_date', '<', x('m.first_day', '+', month)))
    .orderBy('x.reference_date', 'desc')
    .limit(1) as unknown as SelectQueryBuilder<DB, 'm' | 'x', O>;
}

export const refreshFidcFundMonth: AfterLoad = async ({ client, ingestId }) => {
  const id = String(ingestId);
  await kyselyOver(client)
    .with('touched', (db) =>
      db
        .selectFrom('cvm.fidc_tab_iv')
        .select(['cnpj', 'reference_date'])
        .where('ingest_id', '=', id)
        .union(db.selectFrom('cvm.fidc_tab_v').select(['cnpj', 'reference_date']).where('ingest_id', '=', id))
        .union(db.selectFrom('cvm.fidc_tab_vi').select(['cnpj', 'reference_date']).where('ingest_id', '=', id)),
    )
    .with('months', (db) =>
      db
        .selectFrom('touched')
        .select((eb) => ['cnpj', eb.cast<Date>(eb.fn('date_trunc', [sql.lit('month'), eb.ref('reference_date')]), 'date').as('first_day')])
        .distinct(),
    )
    .with('series', (db) =>
      db
        .selectFrom('months as m')
        .leftJoinLateral((eb) => eb.selectFrom('cvm.fidc_tab_iv as x').select('x.tab_iv_a_vl_pl as nav').$call(newestOfMonth).as('iv'), (join) => join.onTrue())
        .leftJoinLateral((eb) => eb.selectFrom('cvm.fidc_tab_v as x').select('x.tab_v_b_vl_dircred_inad as overdue').$call(newestOfMonth).as('v'), (join) => join.onTrue())
        .leftJoinLateral((eb) => eb.selectFrom('cvm.fidc_tab_vi as x').select('x.tab_vi_b_vl_dircred_inad as overdue').$call(newestOfMonth).as('vi'), (join) => join.onTrue())
        .select((eb) => [
          'm.cnpj',
          eb.cast<Date>(eb('m.first_day', '+', sql<Date>`interval '1 month - 1 day'`), 'date').as('period'),
          'iv.nav',
          'v.overdue as overdue_v',
          'vi.overdue as overdue_vi',
        ]),
    )
    .insertInto('cvm.fund_month')
    .columns(['entity_type', 'cnpj', 'period', 'nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets'])
    .expression((eb) =>
      eb.selectFrom('series').select((s) => [
        sql.lit('fidc').as('entity_type'),
        'cnpj',
        'period',
        'nav',
        s.lit(null).as('quota'),
        s.lit(null).as('quotaholders'),
        s.lit(null).as('inflows'),
        s.lit(null).as('redemptions'),
        s
          .case()
          .when(s.and([s('overdue_v', 'is', null), s('overdue_vi', 'is', null)]))
          .then(null)
          .else(s(s.fn.coalesce('overdue_v', sql.lit(0)), '+', s.fn.coalesce('overdue_vi', sql.lit(0))))
          .end()
          .as('delinquency'),
        s.lit(null).as('monthly_yield'),
        s.lit(null).as('assets'),
      ]),
    )
    .onConflict((oc) =>
      oc
        .columns(['entity_type', 'cnpj', 'period'])
        .doUpdateSet((eb) => ({
          nav: eb.ref('excluded.nav'),
          quota: null,
          quotaholders: null,
          inflows: null,
          redemptions: null,
          delinquency: eb.ref('excluded.delinquency'),
          monthly_yield: null,
          assets: null,
        }))
        // only a row whose values change is rewritten
        .where((eb) =>
          eb.or([
            eb('cvm.fund_month.nav', 'is distinct from', eb.ref('excluded.nav')),
            eb('cvm.fund_month.quota', 'is not', null),
            eb('cvm.fund_month.quotaholders', 'is not', null),
            eb('cvm.fund_month.inflows', 'is not', null),
            eb('cvm.fund_month.redemptions', 'is not', null),
            eb('cvm.fund_month.delinquency', 'is distinct from', eb.ref('excluded.delinquency')),
            eb('cvm.fund_month.monthly_yield', 'is not', null),
            eb('cvm.fund_month.assets', 'is not', null),
          ]),
        ),
    )
    .execute();
};
