-- Rewrites b3.fnet_monthly_first for the given (cnpj, month) keys from the FNET
-- register, or the whole table when p_cnpjs is NULL (after a truncate).
create or replace function b3.refresh_fnet_monthly_first(p_cnpjs text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_cnpjs is null then
    delete from b3.fnet_monthly_first;
  else
    delete from b3.fnet_monthly_first f
    using (select distinct k.cnpj, k.month from unnest(p_cnpjs, p_months) k(cnpj, month)) k
    where f.cnpj = k.cnpj and f.month = k.month;
  end if;
  insert into b3.fnet_monthly_first (cnpj, tipo_fundo, month, delivered, listed_name, lag_days, days_late)
  select g.cnpj, g.tipo_fundo, g.month, g.delivered, g.listed_name,
         g.delivered::date - e.month_end, g.delivered::date - (e.month_end + 15)
  from (
    select l.cnpj, l.tipo_fundo, d.reference_date as month, min(d.data_entrega) as delivered, min(d.descricao_fundo) as listed_name
    from b3.fnet_document_fund l
    join b3.fnet_document d on d.id = l.id
    where d.monthly_report and d.versao = 1
      and (p_cnpjs is null
           or (l.cnpj, d.reference_date) in (select k.cnpj, k.month from unnest(p_cnpjs, p_months) k(cnpj, month)))
    group by l.cnpj, l.tipo_fundo, d.reference_date
  ) g
  cross join lateral (select (g.month + interval '1 month - 1 day')::date as month_end) e;
end;
$$;
alter function b3.refresh_fnet_monthly_first(text[], date[]) owner to ingest_writer;
revoke all on function b3.refresh_fnet_monthly_first(text[], date[]) from public;
comment on function b3.refresh_fnet_monthly_first(text[], date[]) is 'Rewrites the first monthly deliveries of the given (cnpj, month) keys, or of every key when p_cnpjs is NULL.';
