-- Internal helper (not granted to callers). Under SECURITY DEFINER current_user is
-- the owner, so the tier must come from the request claims; anything missing,
-- empty or malformed fails closed to anon.
create or replace function internal.caller_tier()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_claims text := current_setting('request.jwt.claims', true);
begin
  if v_claims is null or v_claims = '' then
    return 'anon';
  end if;
  if (v_claims::jsonb ->> 'role') = 'authenticated' then
    return 'authenticated';
  end if;
  return 'anon';
exception
  when others then
    return 'anon';
end;
$$;

alter function internal.caller_tier() owner to api_owner;
revoke all on function internal.caller_tier() from public;
comment on function internal.caller_tier() is
  E'Internal: the caller''s tier, ''authenticated'' when the request.jwt.claims GUC carries role authenticated, else ''anon'' (fails closed).';
