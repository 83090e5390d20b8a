-- Rewrites cvm.cda_debenture_month for the given (code, month) pairs (code =
-- upper(cd_ativo), month = the first day), or for every one when the arrays are
-- NULL, from cvm.cda_blc_4.
create or replace function cvm.refresh_cda_debenture_month(p_codes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_codes is null then
    delete from cvm.cda_debenture_month;
    insert into cvm.cda_debenture_month (code, month, n_funds, median)
    select f.code, f.month, count(*)::integer, percentile_disc(0.5) within group (order by f.mark)
    from (
      select upper(l.cd_ativo) as code, date_trunc('month', l.dt_comptc)::date as month, l.cnpj, sum(l.vl_merc_pos_final) / sum(l.qt_pos_final) as mark
      from cvm.cda_blc_4 l
      where l.cd_ativo is not null and l.tp_aplic = 'Debêntures' and l.qt_pos_final > 0 and l.vl_merc_pos_final > 0
      group by 1, 2, 3
    ) f
    group by f.code, f.month;
    return;
  end if;
  delete from cvm.cda_debenture_month d
  using (select distinct * from unnest(p_codes, p_months) k(code, month)) k
  where d.code = k.code and d.month = k.month;
  insert into cvm.cda_debenture_month (code, month, n_funds, median)
  select k.code, k.month, count(*)::integer, percentile_disc(0.5) within group (order by f.mark)
  from (select distinct * from unnest(p_codes, p_months) k(code, month)) k
  cross join lateral (
    -- one range of the (upper(cd_ativo), dt_comptc) index per pair
    select l.cnpj, sum(l.vl_merc_pos_final) / sum(l.qt_pos_final) as mark
    from cvm.cda_blc_4 l
    where upper(l.cd_ativo) = k.code and l.dt_comptc >= k.month and l.dt_comptc < (k.month + interval '1 month')
      and l.tp_aplic = 'Debêntures' and l.qt_pos_final > 0 and l.vl_merc_pos_final > 0
    group by l.cnpj
  ) f
  group by k.code, k.month;
end;
$$;
alter function cvm.refresh_cda_debenture_month(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_cda_debenture_month(text[], date[]) from public;
comment on function cvm.refresh_cda_debenture_month(text[], date[]) is 'Rewrites the debenture months of the given (upper(cd_ativo), month) pairs, or every one when the arrays are NULL.';
