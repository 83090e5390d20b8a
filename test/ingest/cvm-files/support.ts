// Shared by the CVM loader tests: fixture paths, the hand-made FII/FIDC members
// under test/fixtures/cvm/ (latin-1 CSV, as CVM writes them) zipped into an
// archive named like the published one, and reading back what a load left.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { beforeEach } from 'vitest';
import { loadCadFiFile } from '../../../src/ingest/cvm-cad-fi/load.js';
import { loadRegistroFile } from '../../../src/ingest/cvm-registro/load.js';
import { tempDir, useIngestDatabase } from '../support.js';

export const CVM_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/cvm');

export function cvmFixture(name: string): string {
  return path.join(CVM_FIXTURES, name);
}

/** Zips every file of test/fixtures/cvm/<set> into <tmp>/<archiveName>; same bytes each call. */
export async function zipFixture(set: string, archiveName: string, only?: (member: string) => boolean): Promise<string> {
  const dir = path.join(CVM_FIXTURES, set);
  const out = path.join(tempDir('brfin-cvm-fixture-'), archiveName);
  const zip = new yazl.ZipFile();
  for (const name of fs.readdirSync(dir).sort()) {
    if (only && !only(name)) continue;
    zip.addBuffer(fs.readFileSync(path.join(dir, name)), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(out)).on('close', resolve).on('error', reject));
  return out;
}

/** Rows of a raw query as the owner: for calls of api functions, which the generated table types do not describe. */
export function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return withClient(url, async (c) => (await c.query(sql, params)).rows as T[]);
}

/** Files loaded per source, as {source, n} with n as text, by source. */
export function loadedFilesBySource(url: string) {
  return readDb(url, (db) =>
    db.selectFrom('ingest.ingest_log').select((eb) => ['source', eb.cast<string>(eb.fn.countAll(), 'text').as('n')]).where('status', '=', 'loaded').groupBy('source').orderBy('source').execute(),
  );
}

/** cvm.fund_month rows (of one entity type, or all), period and numbers as PostgreSQL prints them. */
export function fundMonth(url: string, entityType?: string) {
  return readDb(url, (db) => {
    let query = db
      .selectFrom('cvm.fund_month')
      .select((eb) => [
        'entity_type',
        'cnpj',
        eb.cast<string>('period', 'text').as('period'),
        ...asText(eb, 'nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets'),
      ])
      .orderBy('entity_type')
      .orderBy('cnpj')
      .orderBy('period');
    if (entityType !== undefined) query = query.where('entity_type', '=', entityType);
    return query.execute();
  });
}

export { rowCount } from '../support.js';

/**
 * The registry tests' database (cad_fi and Resolution 175 registry both feed
 * cvm.fund_registry): emptied before each test, with loaders bound to it.
 */
export function useRegistryDatabase() {
  const env = useIngestDatabase();
  const options = (extra: { force?: boolean } = {}) => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
  beforeEach(async () => {
    await withClient(env.db.superuserUrl, (c) =>
      c.query(`truncate cvm.cad_fi, cvm.cad_fi_exerc_social, cvm.cad_fi_taxa_adm, cvm.cad_fi_taxa_perfm,
                        cvm.registro_fundo, cvm.registro_classe, cvm.registro_subclasse, cvm.fund_registry, ingest.ingest_log cascade`),
    );
  });
  return {
    env,
    options,
    loadCadFi: (name: string, extra: { force?: boolean } = {}) => loadCadFiFile(cvmFixture(name), options(extra)),
    loadRegistro: (name: string, extra: { force?: boolean } = {}) => loadRegistroFile(cvmFixture(name), options(extra)),
    registry: () =>
      readDb(env.db.superuserUrl, (db) =>
        db.selectFrom('cvm.fund_registry').select(['cnpj', 'entity_type', 'cvm_type', 'fund_name', 'status', 'fund_class', 'origin']).orderBy('cnpj').execute(),
      ),
  };
}
