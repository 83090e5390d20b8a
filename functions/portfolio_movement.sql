-- api.portfolio_movement: is a fund's month unusual for its own ANBIMA class?
-- The fund's monthly quota return as a z-score against the same return of
-- every fund of its class (as the CVM Extrato files it). A NAV change is not
-- used: it is mostly money in and out, not movement.
drop function if exists api.portfolio_movement(text[], date);
drop type if exists api.portfolio_movement_row;

create type api.portfolio_movement_row as (
  cnpj text,
  fund_name text,
  month date,
  class text,
  subclass text,
  class_as_filed text,
  class_as_of date,
  n_peers integer,
  own_value_pct numeric,
  class_mean_pct numeric,
  class_sd_pct numeric,
  class_p01_pct numeric,
  class_p99_pct numeric,
  z numeric,
  level text,
  investigator_trigger boolean,
  min_peers integer,
  reason text
);
alter type api.portfolio_movement_row owner to api_owner;
comment on type api.portfolio_movement_row is 'One fund''s month against its ANBIMA class: its quota return, the class''s winsorized mean and standard deviation, the z-score and its level.';
comment on column api.portfolio_movement_row.cnpj is 'The fund''s CNPJ, 14 digits, as asked (one row per distinct CNPJ).';
comment on column api.portfolio_movement_row.fund_name is 'The registry name; NULL when the CNPJ is not in the fund registry.';
comment on column api.portfolio_movement_row.month is 'First day of the month judged.';
comment on column api.portfolio_movement_row.class is 'The class label up to its first '' - '' (display only); NULL when no class is filed.';
comment on column api.portfolio_movement_row.subclass is 'The rest of the label after its first '' - ''; NULL when the label has none, or no class is filed.';
comment on column api.portfolio_movement_row.class_as_filed is 'The whole ANBIMA class as the fund''s newest Extrato files it: the peer group. NULL when the fund has no Extrato or files no class.';
comment on column api.portfolio_movement_row.class_as_of is 'DT_COMPTC of the Extrato filing the class comes from (its newest, not the class on the month''s date); NULL with class_as_filed.';
comment on column api.portfolio_movement_row.n_peers is 'Funds of the class with a return that month, the fund included; NULL when no class is filed or the month is incomplete.';
comment on column api.portfolio_movement_row.own_value_pct is 'The fund''s quota return in the month, (month-end quota / previous month-end quota - 1) x 100, 6 decimals, never winsorized; NULL when either quota is missing or not positive.';
comment on column api.portfolio_movement_row.class_mean_pct is 'Mean of the peers'' returns winsorized at class_p01_pct and class_p99_pct, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_sd_pct is 'Sample standard deviation of the winsorized returns, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p01_pct is 'The peers'' 1st percentile (continuous), where low returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p99_pct is 'The peers'' 99th percentile, where high returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.z is '(own_value_pct - class_mean_pct) / class_sd_pct, 4 decimals (the level is decided on the unrounded value); NULL when nao_avaliado.';
comment on column api.portfolio_movement_row.level is 'normal (|z| <= 2), atencao (|z| > 2), forte (|z| > 3) or nao_avaliado (reason says why).
@enum internal.movement_level';
comment on column api.portfolio_movement_row.investigator_trigger is 'True exactly when level is forte.';
comment on column api.portfolio_movement_row.min_peers is 'The fewest peers a class is compared with (30).';
comment on column api.portfolio_movement_row.reason is 'Portuguese: why the fund is nao_avaliado, or what was compared. Never NULL.';

create function api.portfolio_movement(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_movement_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_complete_through date := cvm.fi_complete_through();
  v_cur date := date_trunc('month', coalesce(p_month, v_complete_through, current_date))::date;
  v_prev date := (date_trunc('month', coalesce(p_month, v_complete_through, current_date)) - interval '1 month')::date;
  v_complete boolean := coalesce(v_cur <= v_complete_through, false);
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_movement', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_movement') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    ext as (
      select x.cnpj, nullif(btrim(x.classe_anbima), '') as cls, x.dt_comptc
      from cvm.extrato_latest x where x.cnpj in (select ids.cnpj from ids)
    ),
    own as (
      select ids.cnpj, c.quota as q1, p.quota as q0, (c.cnpj is not null) as has_cur
      from ids
      left join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = ids.cnpj and c.period = v_cur
      left join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = ids.cnpj and p.period = v_prev
    ),
    stats as (
      -- the class's statistics that month, kept at load time (cvm.fi_class_movement)
      select s.cls, s.n, s.p01, s.p99, s.mean, s.sd
      from cvm.fi_class_movement s
      where v_complete and s.period = v_cur and s.cls in (select e.cls from ext e where e.cls is not null)
    ),
    joined as (
      select ids.cnpj, r.fund_name, r.entity_type, (r.cnpj is not null) as registered,
             o.has_cur, o.q1, o.q0, (e.cnpj is not null) as in_extrato, e.cls, e.dt_comptc,
             case when o.q1 > 0 and o.q0 > 0 then (o.q1 / o.q0 - 1) * 100 end as ret,
             s.n, s.p01, s.p99, s.mean, s.sd
      from ids
      -- one key probe per CNPJ asked (a hash join would read the whole registry)
      left join lateral (select g.cnpj, g.fund_name, g.entity_type from cvm.fund_registry g where g.cnpj = ids.cnpj limit 1) r on true
      left join own o on o.cnpj = ids.cnpj
      left join ext e on e.cnpj = ids.cnpj
      left join stats s on s.cls = e.cls
    ),
    scored as (
      select j.*, case when v_complete and j.ret is not null and j.n >= v_min and j.sd > 0 then (j.ret - j.mean) / j.sd end as zz
      from joined j
    )
    select d.cnpj, d.fund_name, v_cur,
           case when d.cls is not null then split_part(d.cls, ' - ', 1) end,
           case when d.cls like '% - %' then nullif(btrim(substr(d.cls, strpos(d.cls, ' - ') + 3)), '') end,
           d.cls,
           case when d.cls is not null then d.dt_comptc end,
           case when d.cls is not null and v_complete then coalesce(d.n, 0) end,
           round(d.ret, 6),
           case when d.n >= v_min then round(d.mean, 6) end,
           case when d.n >= v_min then round(d.sd, 6) end,
           case when d.n >= v_min then round(d.p01, 6) end,
           case when d.n >= v_min then round(d.p99, 6) end,
           round(d.zz, 4),
           internal.movement_level_of(d.zz),
           internal.movement_level_of(d.zz) = 'forte',
           v_min,
           case
             when not v_complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s); a comparação com a classe só vale para mês completo', to_char(v_cur, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when not d.registered and not d.has_cur then 'CNPJ não encontrado no cadastro de fundos'
             when not d.has_cur and d.entity_type is distinct from 'fi' then format('não é fundo FI com informe diário (%s); sem retorno de cota mensal', coalesce(d.entity_type, 'família não servida'))
             when not d.has_cur then format('sem informe diário do fundo em %s', to_char(v_cur, 'YYYY-MM'))
             when d.q1 is null or d.q1 <= 0 then format('cota de %s ausente ou não positiva', to_char(v_cur, 'YYYY-MM'))
             when d.q0 is null or d.q0 <= 0 then format('sem cota positiva no mês anterior (%s); sem retorno mensal', to_char(v_prev, 'YYYY-MM'))
             when not d.in_extrato then 'fundo fora do Extrato da CVM: sem classe ANBIMA informada'
             when d.cls is null then 'classe ANBIMA não informada no Extrato da CVM'
             when coalesce(d.n, 0) < v_min then format('apenas %s fundos da classe %s têm retorno em %s; mínimo %s para comparar', coalesce(d.n, 0), d.cls, to_char(v_cur, 'YYYY-MM'), v_min)
             when d.sd is null or d.sd = 0 then format('desvio padrão da classe %s é zero em %s; sem escala para comparar', d.cls, to_char(v_cur, 'YYYY-MM'))
             else format('retorno da cota de %s comparado com %s fundos da classe %s (média e desvio padrão winsorizados no 1º e 99º percentil)', to_char(v_cur, 'YYYY-MM'), d.n, d.cls)
           end
    from scored d
    order by d.cnpj;
end;
$$;

alter function api.portfolio_movement(text[], date) owner to api_owner;
revoke all on function api.portfolio_movement(text[], date) from public;
grant execute on function api.portfolio_movement(text[], date) to anon, authenticated;
comment on function api.portfolio_movement(text[], date) is 'Is a fund''s month unusual for its ANBIMA class: its quota return as a z-score against the class.
One row per distinct CNPJ, ordered by CNPJ. own_value_pct = (month-end quota / previous month-end quota - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month; a NAV change is not used). The peer group is the whole ANBIMA class label the fund''s newest CVM Extrato files (class_as_filed): every fi fund whose newest Extrato files the same label and has a positive quota in both months, the fund included (n_peers), whatever was asked. class_mean_pct and class_sd_pct are the mean and sample standard deviation of the peers'' returns winsorized at the class''s own 1st and 99th percentiles that month (a value beyond a bound counts as the bound); the fund''s own return is not winsorized. z = (own - mean) / sd; level forte when |z| > 3, atencao when |z| > 2, else normal (strictly greater: exactly 2 is normal, exactly 3 atencao), decided on the unrounded z; investigator_trigger is true exactly on forte. nao_avaliado, with a Portuguese reason, when the month is not complete (the newest month of the daily report is still being filed), the CNPJ is unknown or not an fi fund, a quota is missing or not positive, no class is filed, fewer than 30 peers, or a zero standard deviation; never a fallback to a wider class, never a guess from the fund''s name. Nothing here is a forecast or a verdict. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund CNPJs (punctuation optional).
p_month: any day of the month to judge; default the last complete month of the daily report.
@tag Portfolio
@default p_month: the last complete month of the daily report';
