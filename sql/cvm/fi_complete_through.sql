-- The last complete month of the fi daily report: the month before the newest
-- one held (the newest is still being filed), NULL when none is held. One
-- index probe (fund_month_family_period).
create or replace function cvm.fi_complete_through()
returns date
language sql
stable
set search_path = ''
return cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi'));

alter function cvm.fi_complete_through() owner to ingest_writer;
revoke all on function cvm.fi_complete_through() from public;
grant execute on function cvm.fi_complete_through() to api_owner;
comment on function cvm.fi_complete_through() is 'The last complete fi month of cvm.fund_month (first day): the month before the newest held; NULL when no fi month is held. The default month of class_return_distribution and portfolio_movement, and their completeness rule.';
