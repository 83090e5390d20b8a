-- Cluster roles and the database-wide defaults every schema relies on.
-- Roles are cluster-wide, so create them only when missing (a second database
-- on the same server, such as a test clone, reuses them).
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'api_owner') then
    create role api_owner nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'ingest_writer') then
    create role ingest_writer nologin;
  end if;
end
$$;
grant anon, authenticated to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
-- Nothing is reachable by default: not public, not functions created later.
revoke all on schema public from public;
alter default privileges revoke execute on functions from public;
alter default privileges for role api_owner revoke execute on functions from public;
