// The one error a loader throws for a bad file: it names the file, where in it
// (line N, record N, or nothing for file-level problems) and why.
export class IngestFileError extends Error {
  /** ingest_log id of the `failed` row recorded for this file, once recorded. */
  failedLogId: number | undefined;

  constructor(
    readonly fileName: string,
    readonly location: string | null,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${fileName}${location ? ` ${location}` : ''}: ${reason}`, options);
    this.name = 'IngestFileError';
  }
}

/** Any error thrown while loading a file, as an IngestFileError naming that file. */
export function asIngestFileError(error: unknown, fileName: string): IngestFileError {
  if (error instanceof IngestFileError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new IngestFileError(fileName, null, reason, { cause: error });
}
