-- Rewrites cvm.fund_month_census for the (family, fund, period) rows a write
-- touched: the touched family-periods are counted again, and the touched fidc funds'
-- rate months (cvm.fidc_rate_series) rewritten. NULL arrays rewrite everything.
-- (Each fund's span and newest period are cvm.fund_span's, kept by its own triggers.)
create or replace function cvm.refresh_fund_month_census(p_types text[], p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_types is null then
    delete from cvm.fund_month_census;
    insert into cvm.fund_month_census (entity_type, period, funds_filing)
    select m.entity_type, m.period, count(*) from cvm.fund_month m group by m.entity_type, m.period;
    perform cvm.refresh_fidc_rate_series(null);
    return;
  end if;

  delete from cvm.fund_month_census c
  using (select distinct t.entity_type, t.period from unnest(p_types, p_periods) t(entity_type, period)) k
  where c.entity_type = k.entity_type and c.period = k.period;
  insert into cvm.fund_month_census (entity_type, period, funds_filing)
  select k.entity_type, k.period, n.funds
  from (select distinct t.entity_type, t.period from unnest(p_types, p_periods) t(entity_type, period)) k
  cross join lateral (select count(*)::integer as funds from cvm.fund_month m where m.entity_type = k.entity_type and m.period = k.period) n
  where n.funds > 0;

  -- the fidc funds touched: their rate months (screen_delinquency_drivers)
  perform cvm.refresh_fidc_rate_series(array_agg(distinct t.cnpj))
  from unnest(p_types, p_cnpjs) t(entity_type, cnpj)
  where t.entity_type = 'fidc'
  having count(*) > 0;
end;
$$;
alter function cvm.refresh_fund_month_census(text[], text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_census(text[], text[], date[]) from public;
comment on function cvm.refresh_fund_month_census(text[], text[], date[]) is 'Rewrites the census rows of the touched family-periods and the rate months of the touched fidc funds; NULL arrays rewrite both tables whole.';
