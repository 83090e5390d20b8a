-- Rewrites cvm.fidc_rate_series for the given fidc funds (every fund when NULL)
-- from their months in cvm.fund_month.
create or replace function cvm.refresh_fidc_rate_series(p_cnpjs text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_cnpjs is null then
    delete from cvm.fidc_rate_series;
  else
    delete from cvm.fidc_rate_series s where s.cnpj = any (p_cnpjs);
  end if;
  insert into cvm.fidc_rate_series (cnpj, periods, delinquencies, navs)
  select m.cnpj, array_agg(m.period order by m.period), array_agg(m.delinquency order by m.period), array_agg(m.nav order by m.period)
  from cvm.fund_month m
  where m.entity_type = 'fidc' and m.delinquency is not null and m.nav > 0
    and (p_cnpjs is null or m.cnpj = any (p_cnpjs))
  group by m.cnpj;
end;
$$;
alter function cvm.refresh_fidc_rate_series(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_fidc_rate_series(text[]) from public;
comment on function cvm.refresh_fidc_rate_series(text[]) is 'Rewrites the rate months of the given fidc funds (every fund when NULL) in cvm.fidc_rate_series.';
