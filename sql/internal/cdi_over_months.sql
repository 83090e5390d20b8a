-- The CDI over a window of months, the rule portfolio_credit_returns and
-- portfolio_debenture_returns share: SGS 12 (% a day) compounded from the last
-- rate of the base month (inclusive) to the last rate of the end month
-- (exclusive), as a month-end value is struck at that day's close. No row's
-- values are NULL-filled: every column is NULL when SGS 12 holds no rate in the
-- base month, none in the end month, or none after it (the end month may not be
-- complete yet).
create or replace function internal.cdi_over_months(p_base date, p_end date)
returns table (cdi_from date, cdi_to date, cdi_rates integer, cdi_return numeric)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_after date := (date_trunc('month', p_end) + interval '1 month')::date;
begin
  cdi_from := (select max(s.reference_date) from bcb.sgs s
               where s.code = 12 and s.reference_date >= date_trunc('month', p_base)::date and s.reference_date < (date_trunc('month', p_base) + interval '1 month')::date);
  cdi_to := (select max(s.reference_date) from bcb.sgs s
             where s.code = 12 and s.reference_date >= date_trunc('month', p_end)::date and s.reference_date < v_after);
  if cdi_from is null or cdi_to is null or not exists (select 1 from bcb.sgs s where s.code = 12 and s.reference_date >= v_after) then
    cdi_from := null;
    cdi_to := null;
    return next;
    return;
  end if;
  select count(*)::integer, round(exp(sum(ln(1 + s.value / 100))) - 1, 10) into cdi_rates, cdi_return
  from bcb.sgs s where s.code = 12 and s.reference_date >= cdi_from and s.reference_date < cdi_to;
  return next;
end;
$$;

alter function internal.cdi_over_months(date, date) owner to api_owner;
revoke all on function internal.cdi_over_months(date, date) from public;
comment on function internal.cdi_over_months(date, date) is
  'Internal: the CDI (SGS 12) compounded from the last rate of p_base''s month (inclusive) to the last rate of p_end''s month (exclusive), a fraction rounded to 10 places, with those dates and the number of rates; one row, all NULL when SGS 12 has no rate in either month or none after p_end''s month.';
