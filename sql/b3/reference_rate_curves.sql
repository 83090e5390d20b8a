-- The curve codes b3.reference_rate holds, one probe of its key per code (a
-- loose index scan), so listing them costs a few dozen index reads, not a
-- scan of every vertex.
create or replace function b3.reference_rate_curves()
returns text[]
language sql
stable
set search_path = ''
as $$
  with recursive code as (
    (select r.curve from b3.reference_rate r order by r.curve limit 1)
    union all
    select (select r.curve from b3.reference_rate r where r.curve > code.curve order by r.curve limit 1)
      from code where code.curve is not null
  )
  select coalesce(array_agg(curve order by curve) filter (where curve is not null), '{}') from code
$$;

alter function b3.reference_rate_curves() owner to api_owner;
revoke all on function b3.reference_rate_curves() from public;
comment on function b3.reference_rate_curves() is 'The curve codes held in b3.reference_rate, sorted (empty when none): what api.curve and api.curve_history list when refusing an unknown code.';
