-- Rewrites cvm.fee_peer_group for the given classes and months (NULL = every one).
create or replace function cvm.refresh_fee_peer_group(p_classes text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fee_peer_group s
  where (p_classes is null or s.classe_anbima = any (p_classes)) and (p_periods is null or s.period = any (p_periods));
  insert into cvm.fee_peer_group (period, classe_anbima, fundo_cotas, tp_fundo_classe, n_members, n_usable, vals, cum, oldest, newest)
  with members as (
    select a.period, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.dt_comptc, l.taxa_adm,
           coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) as usable
    from cvm.extrato_latest l
    join cvm.fi_quota_active a on a.cnpj = l.cnpj
    where l.classe_anbima is not null
      and (p_classes is null or l.classe_anbima = any (p_classes))
      and (p_periods is null or a.period = any (p_periods))
      and not exists (select 1 from curated.etf_registry e where e.cnpj = l.cnpj)
  ),
  counted as (
    select m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, count(*)::integer as n_members,
           (count(*) filter (where m.usable))::integer as n_usable,
           min(m.dt_comptc) filter (where m.usable) as oldest, max(m.dt_comptc) filter (where m.usable) as newest
    from members m
    group by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe
  ),
  -- each distinct usable fee once, with how many fees of the group are at or below it
  running as (
    select m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, m.taxa_adm as f,
           (sum(count(*)) over (partition by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe order by m.taxa_adm))::bigint as cum
    from members m
    where m.usable
    group by m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, m.taxa_adm
  ),
  histogram as (
    select r.period, r.classe_anbima, r.fundo_cotas, r.tp_fundo_classe, array_agg(r.f order by r.f) as vals, array_agg(r.cum order by r.f) as cum
    from running r
    group by r.period, r.classe_anbima, r.fundo_cotas, r.tp_fundo_classe
  )
  select c.period, c.classe_anbima, c.fundo_cotas, c.tp_fundo_classe, c.n_members, c.n_usable, h.vals, h.cum, c.oldest, c.newest
  from counted c
  left join histogram h on h.period = c.period and h.classe_anbima = c.classe_anbima
   and h.fundo_cotas is not distinct from c.fundo_cotas and h.tp_fundo_classe is not distinct from c.tp_fundo_classe;
end;
$$;
comment on function cvm.refresh_fee_peer_group(text[], date[]) is 'Rewrites cvm.fee_peer_group for the given CLASSE_ANBIMA values and months (NULL = every one): active funds of cvm.extrato_latest per cell, curated ETFs left out, and the histogram of their TAXA_ADM in (0, 5].';
alter function cvm.refresh_fee_peer_group(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fee_peer_group(text[], date[]) from public;
