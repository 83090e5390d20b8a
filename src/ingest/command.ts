// The contract between `npm run ingest` and a command: the flags it takes and
// the run it prepares. Every source is a descriptor (source.ts) run by the one
// loop in run-source.ts; `sample` (registered by scripts/ingest.ts) is the only
// hand-written command. The registry of sources is sources.ts.
import type { DownloadOptions, FileResult } from './common/index.js';

export interface FlagHelp {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** Placeholder shown in help, e.g. YYYY-MM-DD. */
  value?: string;
  description: string;
  /** The flag says which files to download, so it cannot go with --file. */
  selects?: boolean;
}

export interface RunContext {
  ownerUrl: string;
  dataDir: string;
  force: boolean;
  progress: boolean;
  onResult(result: FileResult): void;
  onFailure(error: Error): void;
  /** A note on something asked for: it brought no file (no session that day), or no row (not published yet); default: a line on stderr. */
  onNote?(what: string, why: string): void;
  /** Retries and waits of every download (tests make them fast); the retry note goes to stderr unless onRetry is given. */
  download?: DownloadOptions;
  /** The publisher's address, instead of the descriptor's (a loopback stand-in in tests); --base-url wins. */
  baseUrl?: string;
}

export type FlagValues = Record<string, string | boolean | string[] | undefined>;

export interface SourceCommand {
  summary: string;
  /** Flag lists shown after `npm run ingest -- <source>`. */
  usage: string[];
  flags: Record<string, FlagHelp>;
  /** Checks the flags (throwing UsageError before any database work) and returns the run. */
  prepare(flags: FlagValues): (context: RunContext) => Promise<void>;
}

/** Bad or missing flags: reported with a pointer to --help, exit 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}
