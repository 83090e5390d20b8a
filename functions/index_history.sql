-- api.index_history: one index's closing level per session, oldest first, cursor paged.
drop function if exists api.index_history(text, date, date, text);
drop type if exists api.index_history_row;

create type api.index_history_row as (
  index_code text,
  trade_date date,
  close_level numeric,
  source text
);
alter type api.index_history_row owner to api_owner;
comment on type api.index_history_row is 'One session''s closing level of one of the exchange''s indices, as the exchange''s index statistics publish it.';
comment on column api.index_history_row.index_code is 'The exchange''s index code, e.g. IBOV.';
comment on column api.index_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.index_history_row.close_level is 'Closing level in points, as published.';
comment on column api.index_history_row.source is 'b3_index_statistics (the exchange''s index statistics) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_history(p_index text, p_from date default null, p_to date default null, p_after text default null)
returns setof api.index_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_index text := upper(btrim(p_index));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_after date;
  v_rows bigint;
  v_held text;
begin
  if not exists (select 1 from b3.index_level i where i.index_code = v_index) then
    -- the codes held, one index probe each (a loose scan of the key)
    with recursive codes(code) as (
      (select i.index_code from b3.index_level i order by i.index_code limit 1)
      union all
      select (select i.index_code from b3.index_level i where i.index_code > c.code order by i.index_code limit 1)
      from codes c where c.code is not null
    )
    select string_agg(code, ', ' order by code) into v_held from codes where code is not null;
    raise exception using
      errcode = '22023',
      message = format('index_history: %s is not an index held', coalesce(quote_literal(p_index), 'null')),
      detail = format('Indices held: %s.', coalesce(v_held, 'none')),
      hint = 'Send p_index as one of the codes held, e.g. IBOV; a ticker''s prices are served by quote_history.';
  end if;
  perform internal.assert_window(v_from, v_to, 'index_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  if p_after is not null then
    v_after := internal.cursor_date(p_after, 'index_history', 'session date', 'trade_date');
  else
    select count(*) into v_rows
    from (select 1 from b3.index_level i where i.index_code = v_index and i.trade_date between v_from and v_to limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'index_history',
      'Page with p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');
  end if;

  return query
    select i.index_code, i.trade_date, i.close_level,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_statistics' end
    from b3.index_level i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.index_code = v_index and i.trade_date between v_from and v_to
      and (v_after is null or i.trade_date > v_after)
    order by i.trade_date
    limit case when p_after is null then null else 1000 end;
end;
$$;

alter function api.index_history(text, date, date, text) owner to api_owner;
revoke all on function api.index_history(text, date, date, text) from public;
grant execute on function api.index_history(text, date, date, text) to anon, authenticated;
comment on function api.index_history(text, date, date, text) is 'One of the exchange''s indices (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...): the closing level of each session, oldest first, from the exchange''s index statistics.
A code that is not an index held raises 22023 listing the codes held (a ticker is not an index). Default window: 365 days before p_to (or today); a window with no session held returns []. Paging: p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD); a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_index: index code, e.g. IBOV (case-insensitive).
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.
@tag Quotes
@cursor trade_date
@default p_from: 365 days before p_to
@default p_to: today
@default p_after';
