-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session. Per cash-board ticker of those sessions:
-- when every session held for it before is older than the file and none is
-- newer (a daily file, or yearly files loaded in order), the file's counts are
-- added to the rows held; otherwise its rows are recomputed over the whole tape.
-- One ticker at a time on the (codneg, trade_date) index (a lateral probe), so
-- the refresh never depends on statistics the just-written rows lack.
create or replace function b3.refresh_tape_listing(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tickers text[];
  v_append text[];
  v_whole text[];
begin
  if p_first is null or p_last is null then
    return;
  end if;
  select array_agg(distinct c.codneg) into v_tickers
  from b3.cotahist c
  where c.trade_date between p_first and p_last and c.tpmerc = '010';
  if v_tickers is null then
    return;
  end if;
  select array_agg(t.ticker) filter (where t.appends), array_agg(t.ticker) filter (where not t.appends)
    into v_append, v_whole
  from (
    select u.ticker,
           coalesce((select max(l.last_session) from b3.tape_listing l where l.ticker = u.ticker), p_first - 1) < p_first
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date > p_last)
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date < p_first
                             and not exists (select 1 from b3.tape_listing l where l.ticker = u.ticker)) as appends
    from unnest(v_tickers) u(ticker)
  ) t;

  delete from b3.tape_listing l where l.ticker = any (coalesce(v_whole, '{}'));
  insert into b3.tape_listing as l (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions, codbdi)
  select t.ticker, a.isin,
         case when a.codbdi = '12' then 'fii' when a.spec like 'CI%' then 'fund_quota' when a.spec like 'DR%' then 'bdr'
              when a.spec like 'UNT%' then 'unit' when a.spec ~ '^(ON|PN)' then 'equity' else 'other' end,
         a.short_name, a.spec, a.first_session, a.last_session, a.sessions, a.codbdi
  from (select x, x = any (coalesce(v_append, '{}')) from unnest(v_tickers) x) t(ticker, appends)
  cross join lateral (
    select coalesce(c.codisi, '') as isin, min(c.trade_date) as first_session, max(c.trade_date) as last_session, count(*)::integer as sessions,
           (array_agg(c.nomres order by c.trade_date desc))[1] as short_name,
           (array_agg(c.especi order by c.trade_date desc))[1] as spec,
           (array_agg(c.codbdi order by c.trade_date desc))[1] as codbdi
    from b3.cotahist c
    where c.codneg = t.ticker and c.tpmerc = '010'
      and (not t.appends or c.trade_date between p_first and p_last)
    group by coalesce(c.codisi, '')
  ) a
  on conflict (ticker, isin) do update
     set first_session = least(l.first_session, excluded.first_session),
         last_session = excluded.last_session,
         sessions = l.sessions + excluded.sessions,
         short_name = excluded.short_name, spec = excluded.spec, codbdi = excluded.codbdi, asset_class = excluded.asset_class;
end;
$$;

alter function b3.refresh_tape_listing(date, date) owner to ingest_writer;
revoke all on function b3.refresh_tape_listing(date, date) from public;
comment on function b3.refresh_tape_listing(date, date) is 'Keeps b3.tape_listing for the cash-board tickers between p_first and p_last: adds the file''s counts when it only adds sessions after those held for a ticker, else recomputes the ticker over the whole tape. Called by the COTAHIST loader after each file.';
