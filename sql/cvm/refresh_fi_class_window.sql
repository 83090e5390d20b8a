-- Rewrites cvm.fi_class_window for the given class keys and end months (NULL =
-- all): the quartiles class_return_distribution computed per call before, set-based.
create or replace function cvm.refresh_fi_class_window(p_classes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_class_window s
  where (p_classes is null or s.cls_key = any (p_classes)) and (p_months is null or s.end_month = any (p_months));
  insert into cvm.fi_class_window (cls_key, fc_key, end_month, months, n, p25, p50, p75)
  select r.cls_key, r.fc_key, r.end_month, r.months, count(*)::integer,
         percentile_cont(0.25) within group (order by r.ret),
         percentile_cont(0.5) within group (order by r.ret),
         percentile_cont(0.75) within group (order by r.ret)
  from (
    select upper(btrim(x.classe_anbima)) as cls_key, upper(btrim(x.fundo_cotas)) as fc_key, q1.period as end_month, w.months,
           (q1.quota / q0.quota - 1) * 100 as ret
    from cvm.extrato_latest x
    cross join (values (12), (6)) as w(months)
    join cvm.fund_month q1 on q1.entity_type = 'fi' and q1.cnpj = x.cnpj and q1.quota > 0
    join cvm.fund_month q0 on q0.entity_type = 'fi' and q0.cnpj = x.cnpj and q0.period = (q1.period - make_interval(months => w.months))::date and q0.quota > 0
    where upper(btrim(x.classe_anbima)) is not null and upper(btrim(x.fundo_cotas)) is not null
      and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj)
      and (p_classes is null or upper(btrim(x.classe_anbima)) = any (p_classes))
      and (p_months is null or q1.period = any (p_months))
  ) r
  group by r.cls_key, r.fc_key, r.end_month, r.months;
end;
$$;
comment on function cvm.refresh_fi_class_window(text[], date[]) is 'Rewrites cvm.fi_class_window for the given class keys (upper(btrim(CLASSE_ANBIMA))) and end months (first days; NULL = every one): per class, FUNDO_COTAS flag, month and 12/6-month window, the count and quartiles of the funds'' quota returns (curated ETFs left out).';
alter function cvm.refresh_fi_class_window(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_class_window(text[], date[]) from public;
