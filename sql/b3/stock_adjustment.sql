-- The factor that puts one ISIN's price on a session into the shares of a later
-- session: the product of the share multipliers of the stock events whose last
-- date with the right falls in [p_from, p_to) (DESDOBRAMENTO and BONIFICACAO
-- 1 + factor/100, GRUPAMENTO factor); NULL when one of them is another kind.
create or replace function b3.stock_adjustment(p_isin text, p_from date, p_to date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when bool_or(e.label not in ('DESDOBRAMENTO', 'GRUPAMENTO', 'BONIFICACAO') or e.factor <= 0) then null
              when count(*) = 0 then 1::numeric
              -- numeric ln/exp: exact to far more than the 6 decimals served
              else exp(sum(ln(case when e.factor <= 0 then 1 when e.label = 'GRUPAMENTO' then e.factor else 1 + e.factor / 100 end))) end
    from b3.stock_event e
   where e.isin_code = p_isin and e.last_date_prior >= p_from and e.last_date_prior < p_to
$$;

alter function b3.stock_adjustment(text, date, date) owner to api_owner;
revoke all on function b3.stock_adjustment(text, date, date) from public;
comment on function b3.stock_adjustment(text, date, date) is
  'Share multiplier of the stock events of p_isin whose lastDatePrior is in [p_from, p_to): DESDOBRAMENTO and BONIFICACAO 1 + factor/100, GRUPAMENTO factor, multiplied; 1 with none; NULL when one is another kind (not adjusted by this version) or has a factor of 0 or less.';
