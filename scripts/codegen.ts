// npm run codegen [-- --check]
// Renders functions/catalog.sql from catalog.json, then introspects a migrated
// database (DATABASE_URL as given, else a throwaway embedded cluster, never the
// user's data) and writes openapi.json, src/generated/routes.ts,
// src/generated/db.ts (Kysely types of api and the private schemas) and the
// private-schema snapshot src/generated/private-schema.txt. With --check nothing is written: it exits 1 with a diff
// naming each drifted file, or 0 with one line.
import { parseFlags } from '../src/cli-flags.js';
import { readCatalog } from '../src/codegen/catalog-sql.js';
import { findDrift, formatDriftReport, writeFiles, type Drift, type GeneratedFile } from '../src/codegen/drift.js';
import { generateApiFiles, generateCatalogSql } from '../src/codegen/generate.js';
import { readApi } from '../src/codegen/read-api.js';
import { withThrowawayDatabase } from '../src/db/throwaway.js';
import { readConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/repo-root.js';

const USAGE = `Usage: npm run codegen [-- --check]
Renders functions/catalog.sql from catalog.json, then reads a migrated database
(DATABASE_URL, else a throwaway embedded cluster) and writes openapi.json and src/generated/.

  --check   write nothing: exit 1 with a diff naming each drifted file, 0 when all are current
  --help    this help`;

const check = parseFlags('codegen', USAGE, { check: { type: 'boolean', default: false } }).values.check;
const drifts: Drift[] = [];
const written: string[] = [];

function apply(files: GeneratedFile[]) {
  if (check) drifts.push(...findDrift(REPO_ROOT, files));
  else written.push(...writeFiles(REPO_ROOT, files));
}

try {
  const catalog = readCatalog(REPO_ROOT);
  apply([generateCatalogSql(catalog)]);

  const databaseUrl = readConfig().databaseUrl;
  const api = databaseUrl ? await readApi(databaseUrl) : await withThrowawayDatabase(readApi);
  apply(generateApiFiles({ ...api, catalog }));
} catch (error) {
  console.error(`codegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

if (drifts.length) {
  process.stdout.write(formatDriftReport(drifts));
  process.exit(1);
}
if (written.length) console.log(`codegen: wrote ${written.join(', ')}`);
else console.log(`codegen${check ? ' --check' : ''}: generated files are up to date`);
