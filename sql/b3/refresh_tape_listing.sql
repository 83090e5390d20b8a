-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session: recomputes b3.tape_listing for every
-- share or unit ticker those sessions hold, over the whole tape. One ticker at a
-- time on the (codneg, trade_date) index (a lateral probe), so the refresh never
-- depends on statistics the just-written rows do not have yet.
create or replace function b3.refresh_tape_listing(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tickers text[];
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
  delete from b3.tape_listing l where l.ticker = any (v_tickers);
  insert into b3.tape_listing (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions)
  select t.ticker, a.isin,
         case when a.spec like 'UNT%' then 'unit' else 'equity' end,
         a.short_name, a.spec, a.first_session, a.last_session, a.sessions
  from unnest(v_tickers) t(ticker)
  cross join lateral (
    select coalesce(c.codisi, '') as isin, min(c.trade_date) as first_session, max(c.trade_date) as last_session, count(*)::integer as sessions,
           (array_agg(c.nomres order by c.trade_date desc))[1] as short_name,
           (array_agg(c.especi order by c.trade_date desc))[1] as spec
    from b3.cotahist c
    where c.codneg = t.ticker and c.tpmerc = '010'
    group by coalesce(c.codisi, '')
  ) a
  -- a share or a unit as the tape types its newest record (the quotes view's rule)
  where (a.spec ~ '^(ON|PN)' or a.spec like 'UNT%')
    and not exists (select 1 from b3.cotahist f where f.codneg = t.ticker and f.tpmerc = '010' and f.trade_date = a.last_session and f.codbdi = '12');
end;
$$;

alter function b3.refresh_tape_listing(date, date) owner to ingest_writer;
revoke all on function b3.refresh_tape_listing(date, date) from public;
comment on function b3.refresh_tape_listing(date, date) is 'Recomputes b3.tape_listing for the tickers of the cash board between p_first and p_last, over the whole tape. Called by the COTAHIST loader after each file.';
