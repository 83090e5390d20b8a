-- Whether the quote tape (COTAHIST, cash and odd-lot boards) holds a ticker:
-- trade_consolidated_history points a caller there instead of answering [].
create or replace function b3.quote_tape_holds(p_ticker text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from b3.cotahist c where c.codneg = p_ticker and c.tpmerc in ('010', '020'));
$$;

alter function b3.quote_tape_holds(text) owner to api_owner;
revoke all on function b3.quote_tape_holds(text) from public;
comment on function b3.quote_tape_holds(text) is 'True when the quote tape (b3.cotahist, TPMERC 010 cash or 020 odd lot) holds the ticker on any session; the hint of trade_consolidated_history''s refusal depends on it.';
