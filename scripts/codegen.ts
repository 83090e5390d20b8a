// npm run codegen [-- --check]
// Renders catalog.json's keys into sql/internal/catalog_part_<key>.sql (and their
// order into sql/internal/catalog_static.sql), then introspects a migrated
// database (DATABASE_URL as given, else a throwaway embedded cluster, never the
// user's data) and writes src/generated/catalog.json (api.catalog() as served),
// openapi.json, src/generated/routes.ts, src/generated/db.ts (Kysely types of api
// and the private schemas), the private-schema snapshot
// src/generated/private-schema.txt and the README's endpoint table. With --check
// nothing is written: it exits 1 with a diff naming each drifted file, or 0 with one line.
import fs from 'node:fs';
import path from 'node:path';
import { parseFlags } from '../src/cli-flags.js';
import { orphanCatalogParts, readCatalog } from '../src/codegen/catalog-sql.js';
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
  const parts = generateCatalogSql(readCatalog(REPO_ROOT));
  apply(parts);
  // a key removed from catalog.json leaves its part file behind: drift, or removed on write
  for (const orphan of orphanCatalogParts(REPO_ROOT, parts)) {
    if (check) drifts.push({ path: orphan, diff: `${orphan}: no key of catalog.json generates it any more (npm run codegen removes it)\n` });
    else {
      fs.rmSync(path.join(REPO_ROOT, orphan));
      written.push(`${orphan} (removed)`);
    }
  }

  const databaseUrl = readConfig().databaseUrl;
  const api = databaseUrl ? await readApi(databaseUrl) : await withThrowawayDatabase(readApi);
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  apply(generateApiFiles({ ...api, readme }));
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
