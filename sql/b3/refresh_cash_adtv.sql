-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session: records the sessions, then recomputes
-- the windows and averages of those sessions and of the 20 held after them
-- (a file loaded out of order changes their windows).
create or replace function b3.refresh_cash_adtv(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_lo date;
  v_hi date;
begin
  if p_first is null or p_last is null then
    return;
  end if;
  insert into b3.tape_session (trade_date, window_start, window_sessions)
  select distinct c.trade_date, c.trade_date, 1 from b3.cotahist c where c.trade_date between p_first and p_last
  on conflict (trade_date) do nothing;

  select coalesce(max(s.trade_date), p_last) into v_hi
  from (select x.trade_date from b3.tape_session x where x.trade_date > p_last order by x.trade_date limit 20) s;
  select coalesce(min(s.trade_date), p_first) into v_lo
  from (select x.trade_date from b3.tape_session x where x.trade_date < p_first order by x.trade_date desc limit 20) s;

  with ordered as (
    select x.trade_date, row_number() over (order by x.trade_date) as ord
    from b3.tape_session x where x.trade_date between v_lo and v_hi
  )
  update b3.tape_session t
     set window_start = w.window_start, window_sessions = w.window_sessions
    from (select o.trade_date, min(o2.trade_date) as window_start, count(*)::integer as window_sessions
            from ordered o join ordered o2 on o2.ord between o.ord - 20 and o.ord
           group by o.trade_date) w
   where t.trade_date = w.trade_date and t.trade_date between p_first and v_hi;

  delete from b3.cash_adtv a where a.trade_date between p_first and v_hi;
  -- each cash row counted once per session whose window holds it (at most 21)
  insert into b3.cash_adtv (trade_date, codneg, adtv_value_21, adtv_sessions)
  with ordered as (
    select x.trade_date, x.window_sessions, row_number() over (order by x.trade_date) as ord
    from b3.tape_session x where x.trade_date between v_lo and v_hi
  ),
  daily as (
    select c.codneg, c.voltot, o.ord
    from b3.cotahist c join ordered o on o.trade_date = c.trade_date
    where c.trade_date between v_lo and v_hi and c.tpmerc = '010'
  )
  select s.trade_date, d.codneg, round(sum(d.voltot) / s.window_sessions, 2), s.window_sessions
  from ordered s join daily d on d.ord between s.ord - 20 and s.ord
  where s.trade_date between p_first and v_hi
  group by s.trade_date, d.codneg, s.window_sessions
  having sum(d.voltot) is not null;
end;
$$;

alter function b3.refresh_cash_adtv(date, date) owner to ingest_writer;
revoke all on function b3.refresh_cash_adtv(date, date) from public;
comment on function b3.refresh_cash_adtv(date, date) is 'Records the tape sessions between p_first and p_last in b3.tape_session and recomputes the 21-session windows and b3.cash_adtv of those sessions and the 20 held after them. Called by the COTAHIST loader after each file.';
