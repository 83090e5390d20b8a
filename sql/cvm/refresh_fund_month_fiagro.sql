-- The fiagro rows of cvm.fund_month from the FIAGRO monthly report rows one
-- file loaded: period the first day of the reference month, the newest Versao
-- of the month wins; nav = Patrimonio_Liquido, delinquency = Vencidos (the
-- filed total of overdue assets). Runs in the file's transaction (afterLoad);
-- one row per key through the primary key index.
create or replace function cvm.refresh_fund_month_fiagro(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
  select 'fiagro', t.cnpj, t.period, n.patrimonio_liquido, n.vencidos
  from (
    select distinct r.cnpj, date_trunc('month', r.reference_date)::date as period
    from cvm.fiagro_monthly r
    where r.ingest_id = p_ingest_id
  ) t
  cross join lateral (
    select r.patrimonio_liquido, r.vencidos
    from cvm.fiagro_monthly r
    where r.cnpj = t.cnpj and r.reference_date >= t.period and r.reference_date < (t.period + interval '1 month')::date
    order by r.version desc, r.reference_date desc
    limit 1
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav, delinquency = excluded.delinquency
    where (cvm.fund_month.nav, cvm.fund_month.delinquency) is distinct from (excluded.nav, excluded.delinquency);
end;
alter function cvm.refresh_fund_month_fiagro(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fiagro(bigint) from public;
comment on function cvm.refresh_fund_month_fiagro(bigint) is 'Refreshes the fiagro rows of cvm.fund_month (first day of the month; newest Versao: nav = Patrimonio_Liquido, delinquency = Vencidos) for the classes and months a FIAGRO monthly report load touched. Run by the cvm-fiagro-mensal loader inside the file''s transaction.';
