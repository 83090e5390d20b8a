// The SQL source files people edit: functions/<name>.sql and views/<name>.sql
// for the api objects, sql/<schema>/<name>.sql for the private ones (schema.sql
// creates the schema itself; sql/roles.sql holds the cluster roles and
// database defaults). Committed migrations include them (scripts/migration.ts).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root.js';

/** Folders whose files `--!include` can name (copied into migrations/fixtures/). */
export const SOURCE_DIRS = ['functions', 'views', 'sql'] as const;

export type SqlSourceKind = 'function' | 'view' | 'table' | 'domain' | 'schema' | 'roles';

export interface SqlSource {
  kind: SqlSourceKind;
  /** Schema-qualified for private objects (cvm.fund_month), bare for api objects (ptax). */
  name: string;
  file: string;
  sql: string;
}

function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

function sqlFiles(root: string, dir: string): string[] {
  const folder = path.join(root, dir);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort().map((f) => path.join(dir, f));
}

/** What a private source file defines, from its first CREATE statement. */
export function privateKind(sql: string): SqlSourceKind {
  const code = sql.replace(/--[^\n]*/g, '');
  const first = /\bcreate\s+(?:or\s+replace\s+)?(?:materialized\s+)?(table|view|function|domain|schema)\b/i.exec(code);
  if (!first) return 'roles';
  return first[1].toLowerCase() as SqlSourceKind;
}

/** The api objects' files (functions/, views/). */
export function readApiSources(root = REPO_ROOT): SqlSource[] {
  const sources: SqlSource[] = [];
  for (const [dir, kind] of [['functions', 'function'], ['views', 'view']] as const) {
    for (const file of sqlFiles(root, dir)) sources.push({ kind, name: path.basename(file, '.sql'), file, sql: read(root, file) });
  }
  return sources;
}

/** The private objects' files (sql/roles.sql, sql/<schema>/<name>.sql). */
export function readPrivateSources(root = REPO_ROOT): SqlSource[] {
  const sources: SqlSource[] = [];
  for (const file of sqlFiles(root, 'sql')) sources.push({ kind: privateKind(read(root, file)), name: path.basename(file, '.sql'), file, sql: read(root, file) });
  const sqlDir = path.join(root, 'sql');
  const schemas = fs.existsSync(sqlDir) ? fs.readdirSync(sqlDir).filter((d) => fs.statSync(path.join(sqlDir, d)).isDirectory()).sort() : [];
  for (const schema of schemas) {
    for (const file of sqlFiles(root, path.join('sql', schema))) {
      const sql = read(root, file);
      const base = path.basename(file, '.sql');
      sources.push({ kind: privateKind(sql), name: base === 'schema' ? schema : `${schema}.${base}`, file, sql });
    }
  }
  return sources;
}

/** Every source file: private first, then api. */
export function readSqlSources(root = REPO_ROOT): SqlSource[] {
  return [...readPrivateSources(root), ...readApiSources(root)];
}
