// Registry of ingestable sources: `npm run ingest -- <name> ...` finds its
// command here. A new source adds one line and a command module.
import type { FileResult } from './common/types.js';

export interface FlagHelp {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** Placeholder shown in help, e.g. YYYY-MM-DD. */
  value?: string;
  description: string;
}

export interface RunContext {
  ownerUrl: string;
  dataDir: string;
  force: boolean;
  progress: boolean;
  onResult(result: FileResult): void;
  onFailure(error: Error): void;
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

export const SOURCES: Record<string, () => Promise<SourceCommand>> = {
  'bcb-ptax': async () => (await import('./bcb-ptax/command.js')).command,
  'cvm-cad-fi': async () => (await import('./cvm-cad-fi/command.js')).command,
  'cvm-registro': async () => (await import('./cvm-registro/command.js')).command,
  'cvm-inf-diario': async () => (await import('./cvm-inf-diario/command.js')).command,
  'b3-bdi': async () => (await import('./b3-bdi/command.js')).command,
  'cvm-fii-mensal': async () => (await import('./cvm-fii/command.js')).command,
  'cvm-fidc-mensal': async () => (await import('./cvm-fidc/command.js')).command,
  sample: async () => (await import('../sample/command.js')).command,
};
