-- Rewrites cvm.fi_class_movement for the given classes and months (NULL = all):
-- the same statistics portfolio_movement computed per call before, set-based.
create or replace function cvm.refresh_fi_class_movement(p_classes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_class_movement s
  where (p_classes is null or s.cls = any (p_classes)) and (p_months is null or s.period = any (p_months));
  insert into cvm.fi_class_movement (cls, period, n, p01, p99, mean, sd)
  with peers as (
    select nullif(btrim(x.classe_anbima), '') as cls, c.period, (c.quota / p.quota - 1) * 100 as ret
    from cvm.extrato_latest x
    join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = x.cnpj and c.quota > 0
    join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = x.cnpj and p.period = (c.period - interval '1 month')::date and p.quota > 0
    where nullif(btrim(x.classe_anbima), '') is not null
      and (p_classes is null or nullif(btrim(x.classe_anbima), '') = any (p_classes))
      and (p_months is null or c.period = any (p_months))
  ),
  bounds as (
    select q.cls, q.period, count(*)::integer as n,
           percentile_cont(0.01) within group (order by q.ret)::numeric as p01,
           percentile_cont(0.99) within group (order by q.ret)::numeric as p99
    from peers q group by q.cls, q.period
  )
  select b.cls, b.period, b.n, b.p01, b.p99,
         avg(least(greatest(q.ret, b.p01), b.p99)),
         stddev_samp(least(greatest(q.ret, b.p01), b.p99))
  from peers q join bounds b on b.cls = q.cls and b.period = q.period
  group by b.cls, b.period, b.n, b.p01, b.p99;
end;
$$;
comment on function cvm.refresh_fi_class_movement(text[], date[]) is 'Rewrites cvm.fi_class_movement for the given class labels and months (first days; NULL = every one): per class and month, n, the 1st and 99th percentiles of the fi quota returns and the mean and sample standard deviation winsorized at them.';
alter function cvm.refresh_fi_class_movement(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_class_movement(text[], date[]) from public;
