-- Private helpers the api functions call instead of pasting the same
-- rule twice. Not exposed: not in PostgREST db-schemas, no usage for anon or
-- authenticated. api functions are SECURITY DEFINER owned by api_owner, so they
-- reach these helpers as api_owner; nothing else needs to.
create schema internal authorization api_owner;
revoke all on schema internal from public;
comment on schema internal is 'Private helpers shared by the api functions (row cap, caller tier, the shared 22023 rule checks); never exposed to callers.';
