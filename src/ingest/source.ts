// What one source is: ONE descriptor. Its name and flags (with help), the files a
// range of its flags means ([{url, fileName}]), and its loader (load one file).
// Everything else (flag parsing, --file loads, downloads with retries, temp
// files, progress, the raw archive, the offline message, `npm run update`) is the
// one loop in run-source.ts. A source with special online behaviour (a token
// request, a paged search, a 404 that means "no value") supplies that one part
// as `fetch`; one that needs the database before downloading (is the currency
// held?) supplies `check`, which gets the loop's connection.
import type pg from 'pg';
import type { FileResult, IngestFileOptions } from './common/index.js';
import type { FlagHelp, FlagValues, RunContext } from './command.js';

/** One file to download: where, and the name it is archived and loaded under. */
export interface RemoteFile<X = object> {
  url: string;
  fileName: string;
  /** What the loader needs beyond the path (the currency, the series, the query). */
  options?: X;
  /** Equal bytes can stand for different requests (a header-only answer): skip only a load of the same request. */
  keyedByName?: boolean;
  /** Said when the file loads with no row (e.g. "not published yet"). */
  emptyNote?: string;
  /** What to fetch by hand when the publisher cannot be reached; default its URL. */
  byHand?: string;
}

/** What a download brought: a file to load, or nothing (said, not loaded). */
export type Fetched<X = object> = (RemoteFile<X> & { bytes: Buffer }) | { nothing: string; why: string };

export interface FetchIO {
  /** The bytes at `url`, with the loop's retries; a failure is an IngestFileError naming `fileName` (and saying how to load it by hand when offline). */
  get(url: string, fileName: string, init?: { headers?: Record<string, string>; method?: string; body?: string }): Promise<Buffer>;
}

/** How `npm run update` keeps a source current. */
export interface UpdateSpec {
  /** How far before the newest period held it reads again (the publisher's revision window), e.g. { months: 4 }. */
  window: Span;
  /** Where a source never loaded (only synthetic samples, or nothing) starts, back from today; --since overrides. */
  firstRun: Span;
  /** The flag sets that ask for [from, to] (days YYYY-MM-DD), run by the one loop; the client reads what to ask for (series, funds). */
  flags?(range: { from: string; to: string }, client: pg.ClientBase): FlagValues[] | Promise<FlagValues[]>;
  /** Instead of flags: a source's own collection (the bulletin's collector), counted as the loop counts. */
  run?(range: { from: string; to: string }, context: RunContext): Promise<UpdateTally>;
}

/** What one source's update did: files new, unchanged (same bytes), absent (not published), failed, and why. */
export interface UpdateTally {
  new: number;
  unchanged: number;
  absent: number;
  failed: number;
  why: string[];
}

export interface Span {
  days?: number;
  months?: number;
}

export interface Source<Plan = unknown, X extends object = object> {
  /** The registry name = folder = ingest_log.source = DATA_DIR/raw/<name>/. */
  name: string;
  summary: string;
  usage: string[];
  /** The source's own flags; the loop adds --file (unless `files` is false), --base-url, --force, --no-progress. */
  flags: Record<string, FlagHelp>;
  /** The publisher's address the file URLs are built on. */
  baseUrl?: string;
  /** Loads one file (the loader); `options` carry what --file flags or a RemoteFile add. */
  load(filePath: string, options: IngestFileOptions & Partial<X>): Promise<FileResult>;
  /** The loader options a --file load takes from the flags (checked; UsageError otherwise). */
  fileOptions?(flags: FlagValues): Partial<X>;
  /** Files loaded when neither --file nor download flags are given (curated-etf's committed files). */
  defaultFiles?(): string[];
  /** The download flags checked and turned into a plan; absent: no online mode (`offline` says what to use instead). */
  plan?(flags: FlagValues): Plan;
  /** Without an online mode: what to say when --file is missing. */
  offline?: string;
  /** Before any download, with the loop's database connection: a check, or a plan completed from the database. */
  check?(plan: Plan, client: pg.ClientBase): Promise<Plan>;
  /** The files a plan means, in load order. */
  files?(plan: Plan, baseUrl: string): RemoteFile<X>[];
  /** Special online behaviour for one file of `files`: default one GET of its url. */
  fetch?(file: RemoteFile<X>, io: FetchIO): AsyncIterable<Fetched<X>>;
  update?: UpdateSpec;
}

/** Any source, for the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySource = Source<any, any>;
