// One line per file for the CLI and the sample loader.
import type { FileResult } from './types.js';

export function describeResult(result: FileResult): string {
  if (result.status === 'skipped') {
    return `${result.fileName}: skipped, already loaded (same sha256 as ingest_log #${result.previous.id}, ${result.previous.loadedAt.toISOString()}); use --force to load it again`;
  }
  const span = result.firstPeriod ? ` ${result.firstPeriod}..${result.lastPeriod}` : '';
  return `${result.fileName}: read ${result.rowsRead}, inserted ${result.rowsInserted}, updated ${result.rowsUpdated}, skipped ${result.rowsSkipped}${span} (ingest_log #${result.ingestId})`;
}
