-- the complete-through rule of the monthly fund series, shared by coverage()
-- (funds_<family>) and fund_nav (its default p_to): the family's newest period
-- is still being filed, so the series is complete through the period before it
-- (a standard SQL body, bound at creation and without SET, so callers inline it)
create or replace function cvm.complete_through_of(p_entity_type text, p_newest_period date) returns date
language sql immutable parallel safe
return case when p_entity_type = 'fidc' then (date_trunc('month', p_newest_period) - interval '1 day')::date
            when p_entity_type = 'fip' then (date_trunc('year', p_newest_period) - interval '1 day')::date
            else (date_trunc('month', p_newest_period) - interval '1 month')::date end;
alter function cvm.complete_through_of(text, date) owner to ingest_writer;
revoke all on function cvm.complete_through_of(text, date) from public;
grant execute on function cvm.complete_through_of(text, date) to api_owner;
comment on function cvm.complete_through_of(text, date) is 'Complete-through period of a fund family given its newest period: fi, fii and fiagro the first day of the month before, fidc the last day of the month before, fip 31 December of the year before (the newest period is taken as still being filed).';
