// The one command loop every source goes through: flags (parsed by the CLI,
// checked here and by the rules of flags.ts), --file loads, downloads with
// retries (one retry note), one temporary file per download, progress, the raw
// archive and ingest log (ingestFile, inside the source's loader), and the one
// offline message. Each file loads on its own: one bad file fails alone and the
// next still loads, except when the publisher cannot be reached at all (the
// rest would fail the same way). Nothing here, and no source's fetch, opens a
// database connection before downloading except the loop, once, for a
// source's `check`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult } from './common/index.js';
import { UsageError, type FlagHelp, type FlagValues, type RunContext, type SourceCommand } from './command.js';
import type { AnySource, Fetched, FetchIO, RemoteFile } from './source.js';

/** The flags the loop adds to every source's own. */
export function loopFlags(source: AnySource): Record<string, FlagHelp> {
  return {
    ...(source.plan || source.defaultFiles || source.offline ? { file: { type: 'string', multiple: true, value: 'F', description: 'load a file you have (repeatable); nothing is downloaded' } } : {}),
    ...source.flags,
    ...(source.plan ? { 'base-url': { type: 'string', value: 'URL', description: `the publisher's address (default ${source.baseUrl ?? 'built in'})` } } : {}),
  } as Record<string, FlagHelp>;
}

/** Checks the flags (UsageError before any download or database work) and returns the run. */
export function prepareRun(source: AnySource, flags: FlagValues): (context: RunContext) => Promise<void> {
  const files = (flags.file as string[] | undefined) ?? [];
  const selecting = Object.entries(source.flags).filter(([, help]) => help.selects).map(([name]) => name);
  if (files.length) {
    if (selecting.some((name) => flags[name] !== undefined)) throw new UsageError(`give either --file or ${selecting.map((f) => `--${f}`).join('/')}, not both`);
    const options = source.fileOptions?.(flags) ?? {};
    return (context) => loadLocal(source, files, options, context);
  }
  if (!source.plan) {
    if (source.defaultFiles) {
      const defaults = source.defaultFiles();
      return (context) => loadLocal(source, defaults, source.fileOptions?.(flags) ?? {}, context);
    }
    throw new UsageError(source.offline ?? 'give --file F');
  }
  const plan: unknown = source.plan(flags);
  const baseUrl = flags['base-url'] as string | undefined;
  return (context) => runPlan(source, plan, baseUrl ? { ...context, baseUrl } : context);
}

/** A source as the CLI's command (help text, flags, prepare). */
export function commandOf(source: AnySource): SourceCommand {
  return { summary: source.summary, usage: source.usage, flags: loopFlags(source), prepare: (flags) => prepareRun(source, flags) };
}

async function loadLocal(source: AnySource, files: readonly string[], options: object, context: RunContext): Promise<void> {
  for (const file of files) {
    try {
      context.onResult(await source.load(file, { ...ingestOptions(context), ...options }));
    } catch (error) {
      context.onFailure(error as Error);
    }
  }
}

function ingestOptions(context: RunContext) {
  return { ownerUrl: context.ownerUrl, dataDir: context.dataDir, force: context.force, progress: context.progress };
}

/** Downloads and loads what a checked plan means (a test may give a plan no flags can say). */
export async function runPlan(source: AnySource, plan: unknown, context: RunContext): Promise<void> {
  if (source.check) {
    try {
      plan = await withConnection(context.ownerUrl, (client) => source.check!(plan, client));
    } catch (error) {
      context.onFailure(error as Error);
      return;
    }
  }
  const baseUrl = context.baseUrl ?? source.baseUrl ?? '';
  const io = (file: RemoteFile): FetchIO => ({ get: (url, fileName, init) => download(url, fileName, init, context, file.byHand) });
  const note = context.onNote ?? ((what: string, why: string) => process.stderr.write(`  ${what}: ${why}\n`));
  for (const file of source.files?.(plan, baseUrl) ?? []) {
    try {
      const fetchedAt = new Date();
      for await (const got of (source.fetch ?? plainFetch)(file, io(file)) as AsyncIterable<Fetched>) {
        if ('nothing' in got) {
          note(got.nothing, got.why);
          continue;
        }
        const result = await loadBytes(source, got, fetchedAt, context);
        context.onResult(result);
        if (got.emptyNote && result.status === 'loaded' && result.rowsRead === 0) note(got.fileName, got.emptyNote);
      }
    } catch (error) {
      context.onFailure(error as Error);
      if (isOffline(error)) return;
    }
  }
}

async function* plainFetch(file: RemoteFile, io: FetchIO): AsyncIterable<Fetched> {
  yield { ...file, bytes: await io.get(file.url, file.fileName) };
}

/** Saves the bytes under the file's published name in a temporary folder, loads them, removes the folder. */
async function loadBytes(source: AnySource, got: RemoteFile & { bytes: Buffer }, fetchedAt: Date, context: RunContext): Promise<FileResult> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `brfin-${source.name}-`));
  try {
    const filePath = path.join(dir, got.fileName);
    await fs.promises.writeFile(filePath, got.bytes);
    return await source.load(filePath, { ...ingestOptions(context), ...got.options, fetchedAt, ...(got.keyedByName ? { loadKey: got.fileName } : {}) });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The one retry note. */
export function noteRetry(attempt: number, reason: string, delayMs: number): void {
  process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`);
}

/** The bytes at `url`, retried; a failure names the file and, offline, says how to load it by hand (the one offline message). */
async function download(url: string, fileName: string, init: Partial<DownloadOptions> | undefined, context: RunContext, byHand?: string): Promise<Buffer> {
  const options: DownloadOptions = { onRetry: noteRetry, ...context.download, ...init, headers: { ...context.download?.headers, ...init?.headers } };
  return downloadWithRetry(url, options).catch((error: unknown) => {
    if (!(error instanceof DownloadError)) throw error;
    throw new IngestFileError(fileName, null, `${error.message}${error.unreachable ? offlineAdvice(byHand ?? url, new URL(url).host) : ''}`, { cause: error });
  });
}

export function offlineAdvice(what: string, host: string): string {
  return `; ${host} could not be reached (no internet here?): download ${what} elsewhere and load it with --file`;
}

export function isOffline(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof DownloadError && cause.unreachable;
}

/** An HTTP 404 for the file: not published (yet), or no longer kept. */
export function isNotFound(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof DownloadError && cause.status === 404;
}

export async function withConnection<T>(ownerUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
