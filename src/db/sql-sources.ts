// The api objects' source files: functions/<name>.sql and views/<name>.sql.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './migrate.js';

export interface SqlSource {
  kind: 'function' | 'view';
  name: string;
  file: string;
  sql: string;
}

export function readSqlSources(root = REPO_ROOT): SqlSource[] {
  const sources: SqlSource[] = [];
  for (const [dir, kind] of [['functions', 'function'], ['views', 'view']] as const) {
    const folder = path.join(root, dir);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
      sources.push({ kind, name: file.replace(/\.sql$/, ''), file: path.join(dir, file), sql: fs.readFileSync(path.join(folder, file), 'utf8') });
    }
  }
  return sources;
}
