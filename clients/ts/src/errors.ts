// A refusal or failure of the API as one exception: PostgREST's four keys
// (code, message, details, hint) and the HTTP status.
export interface ApiErrorBody {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
}

export class BrfinError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly status: number;

  constructor(body: ApiErrorBody, status: number) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'BrfinError';
    this.code = body.code ?? '';
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.status = status;
  }

  /** The contract refusal of a window above one 1000-row response (series() halves the window on it). */
  get isRowCap(): boolean {
    return this.code === '22023' && /more than 1000 rows/.test(this.message);
  }
}
