-- Statement triggers of b3.investor_participation and b3.bdi_session call this: the
-- months of the snapshots written, or of the session days (asked for or dated) whose
-- status was written, are classified and differenced again. A truncate rewrites all.
create or replace function b3.sync_investor_flow_day() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_investor_flow_day(null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'investor_participation' then
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', n.reference_date)::date) into v_months from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', o.reference_date)::date) into v_months from old_rows o;
    else
      select array_agg(distinct m) into v_months
      from (select date_trunc('month', n.reference_date)::date as m from new_rows n
            union select date_trunc('month', o.reference_date)::date from old_rows o) k;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from new_rows n cross join lateral (values (n.session_date), (n.data_date)) d(day) where d.day is not null;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from old_rows o cross join lateral (values (o.session_date), (o.data_date)) d(day) where d.day is not null;
    else
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from (select n.session_date, n.data_date from new_rows n union all select o.session_date, o.data_date from old_rows o) r
      cross join lateral (values (r.session_date), (r.data_date)) d(day) where d.day is not null;
    end if;
  end if;
  if v_months is not null then
    perform b3.refresh_investor_flow_day(v_months);
  end if;
  return null;
end;
$$;
comment on function b3.sync_investor_flow_day() is 'Statement trigger of b3.investor_participation and b3.bdi_session: rewrites the b3.investor_flow_day months the statement touched (snapshot months; session and data-date months); a truncate rewrites every month.';
alter function b3.sync_investor_flow_day() owner to ingest_writer;
revoke all on function b3.sync_investor_flow_day() from public;

drop trigger if exists investor_flow_day_insert on b3.investor_participation;
drop trigger if exists investor_flow_day_update on b3.investor_participation;
drop trigger if exists investor_flow_day_delete on b3.investor_participation;
drop trigger if exists investor_flow_day_truncate on b3.investor_participation;
create trigger investor_flow_day_insert after insert on b3.investor_participation
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.investor_participation
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.investor_participation
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.investor_participation
  for each statement execute function b3.sync_investor_flow_day();

drop trigger if exists investor_flow_day_insert on b3.bdi_session;
drop trigger if exists investor_flow_day_update on b3.bdi_session;
drop trigger if exists investor_flow_day_delete on b3.bdi_session;
drop trigger if exists investor_flow_day_truncate on b3.bdi_session;
create trigger investor_flow_day_insert after insert on b3.bdi_session
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.bdi_session
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.bdi_session
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.bdi_session
  for each statement execute function b3.sync_investor_flow_day();

-- the snapshots already held
select b3.refresh_investor_flow_day(null);
