// `Prefer: timezone=` is applied only for a name PostgreSQL knows: PostgREST
// v14 reads pg_timezone_names into its schema cache and ignores any other value
// (Preferences.fromHeaders), so an invalid zone is no 22023, just not applied.
import type pg from 'pg';
import type { Preferences } from '../http/preferences.js';

export class TimezoneNames {
  private loaded?: Promise<ReadonlySet<string>>;

  constructor(private readonly pool: pg.Pool) {}

  /** Loads once, on the first request that names a timezone; a failure is not cached. */
  get(): Promise<ReadonlySet<string>> {
    this.loaded ??= this.pool.query<{ name: string }>('SELECT name FROM pg_timezone_names').then(
      ({ rows }) => new Set(rows.map((r) => r.name)),
      (error: unknown) => {
        this.loaded = undefined;
        throw error;
      },
    );
    return this.loaded;
  }

  /** Drops an unknown timezone from the preferences; it then counts as invalid (PGRST122 under handling=strict). */
  async vet(prefs: Preferences): Promise<Preferences> {
    if (prefs.timezone === undefined || (await this.get()).has(prefs.timezone)) return prefs;
    return { ...prefs, timezone: undefined, invalid: [...prefs.invalid, `timezone=${prefs.timezone}`] };
  }
}
