// Golden fund months for the return endpoints (portfolio_movement,
// class_return_distribution): Extrato filings, registry rows and fi month-end
// quotas written straight into the landing tables, as the loaders leave them.
import type pg from 'pg';
import { kyselyOver } from '../../src/db/kysely.js';

export interface GoldenFund {
  cnpj: string;
  name?: string;
  entityType?: 'fi' | 'fii' | 'fidc';
  /** The newest Extrato filing's class and flag; undefined = no Extrato. */
  extrato?: { classe: string | null; fundoCotas: 'S' | 'N'; filedOn?: string };
  /** Month-end quotas by month (YYYY-MM-01). */
  quotas?: Record<string, string>;
}

export async function seedFunds(client: pg.ClientBase, funds: readonly GoldenFund[]): Promise<void> {
  const db = kyselyOver(client);
  const { id } = await db
    .insertInto('ingest.ingest_log')
    .values({ source: 'golden', file_name: 'golden', sha256: '0'.repeat(64), bytes: '0', status: 'loaded', fetched_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registered = funds.filter((f) => f.name !== undefined);
  if (registered.length) {
    await db.insertInto('cvm.fund_registry').values(registered.map((f) => ({ cnpj: f.cnpj, entity_type: f.entityType ?? 'fi', fund_name: f.name!, origin: 'cad_fi' as const }))).execute();
  }
  const filings = funds.filter((f) => f.extrato);
  if (filings.length) {
    await db
      .insertInto('cvm.extrato')
      .values(filings.map((f) => ({ cnpj: f.cnpj, dt_comptc: new Date(f.extrato!.filedOn ?? '2026-06-30'), classe_anbima: f.extrato!.classe, fundo_cotas: f.extrato!.fundoCotas, ingest_id: id })))
      .execute();
  }
  const months = funds.flatMap((f) => Object.entries(f.quotas ?? {}).map(([period, quota]) => ({ entity_type: 'fi', cnpj: f.cnpj, period: new Date(period), quota })));
  for (let i = 0; i < months.length; i += 500) await db.insertInto('cvm.fund_month').values(months.slice(i, i + 500)).execute();
}

/** percentile_cont: linear interpolation between the two nearest ranks. */
export function percentileCont(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const k = p * (sorted.length - 1);
  const lo = Math.floor(k);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (k - lo);
}
