// Every error the gateway answers with, gateway-made or database-made, has
// exactly the four keys PostgREST uses, in its order (alphabetical, compact).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): string {
    return JSON.stringify({ code: this.code, details: this.details, hint: this.hint, message: this.message });
  }
}
