// `SET LOCAL ROLE` does not apply `ALTER ROLE ... SET` values, so, like
// PostgREST, we read them once for the roles the authenticator can become and
// apply them with set_config on every request (statement_timeout above all).
import type pg from 'pg';

export interface RoleSettings {
  /** name -> value, applied in this order. */
  settings: [string, string][];
  /** `default_transaction_isolation` of the role, used for BEGIN. */
  isolation?: string;
}

// Database-specific settings (ALTER ROLE ... IN DATABASE) override the global ones;
// only settings the authenticator may change are kept (PostgREST's filter).
const ROLE_SETTINGS_SQL = `
  with settings as (
    select r.rolname, s.setdatabase, unnest(s.setconfig) as setting
      from pg_db_role_setting s
      join pg_roles r on r.oid = s.setrole
      join pg_auth_members m on m.roleid = r.oid and m.member = quote_ident(current_user)::regrole::oid
     where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  ), kv as (
    select distinct on (rolname, key) rolname, key, value
      from (select rolname, setdatabase,
                   substr(setting, 1, strpos(setting, '=') - 1) as key,
                   substr(setting, strpos(setting, '=') + 1) as value
              from settings) x
     order by rolname, key, setdatabase desc
  )
  select kv.rolname, kv.key, kv.value
    from kv join pg_settings ps on ps.name = kv.key
   where ps.context = 'user' or has_parameter_privilege(current_user, ps.name, 'SET')
   order by kv.rolname, kv.key`;

export class RoleSettingsCache {
  private loaded?: Promise<Map<string, RoleSettings>>;

  constructor(private readonly pool: pg.Pool) {}

  /** Loads once; a failure (database down) is not cached, so the next request retries. */
  get(): Promise<Map<string, RoleSettings>> {
    this.loaded ??= this.load().catch((error) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<Map<string, RoleSettings>> {
    const { rows } = await this.pool.query<{ rolname: string; key: string; value: string }>(ROLE_SETTINGS_SQL);
    const byRole = new Map<string, RoleSettings>();
    for (const { rolname, key, value } of rows) {
      const entry = byRole.get(rolname) ?? { settings: [] };
      if (key === 'default_transaction_isolation') entry.isolation = value;
      else entry.settings.push([key, value]);
      byRole.set(rolname, entry);
    }
    return byRole;
  }
}
