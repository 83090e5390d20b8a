-- api.portfolio_fund_terms: who runs a fund and how its redemptions work, as
-- filed: the manager and administrator from the CVM registers, the redemption
-- terms from the fund's newest Extrato. Nothing is inferred when a register or
-- the Extrato is silent: the column is NULL and the reason says which.
drop function if exists api.portfolio_fund_terms(text[]);
drop type if exists api.portfolio_fund_terms_row;

create type api.portfolio_fund_terms_row as (
  cnpj text,
  fund_name text,
  gestor_kind text,
  gestor_cnpj text,
  gestor_name text,
  admin_cnpj text,
  admin_name text,
  registry_origin text,
  terms_dt_comptc date,
  aplic_min numeric,
  qt_dia_conversao_cota integer,
  qt_dia_pagto_cota integer,
  qt_dia_pagto_resgate integer,
  tp_dia_pagto_resgate text,
  qt_dia_resgate_cotas integer,
  taxa_saida_pagto_resgate text,
  reason text
);
alter type api.portfolio_fund_terms_row owner to api_owner;
comment on type api.portfolio_fund_terms_row is 'One fund''s manager, administrator and redemption terms, as filed with the CVM.';
comment on column api.portfolio_fund_terms_row.cnpj is 'The CNPJ asked, 14 digits (one row per distinct CNPJ).';
comment on column api.portfolio_fund_terms_row.fund_name is 'The registry name; NULL when no register holds the CNPJ.';
comment on column api.portfolio_fund_terms_row.gestor_kind is 'PJ (a company) or PF (a person) as the register files the manager; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_cnpj is 'The manager''s CNPJ, 14 digits, only when the manager is a company (PJ): a person''s CPF is never served. NULL otherwise or when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_name is 'The manager''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_cnpj is 'The administrator''s CNPJ as filed, 14 digits; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_name is 'The administrator''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.registry_origin is 'The register the manager and administrator come from: registro_fundo (CVM Resolution 175: the class''s fund, else the fund) or cad_fi (legacy); NULL when neither holds the CNPJ.
@enum internal.registry_origin';
comment on column api.portfolio_fund_terms_row.terms_dt_comptc is 'DT_COMPTC of the Extrato filing the terms come from (the newest); NULL when the fund has no Extrato.';
comment on column api.portfolio_fund_terms_row.aplic_min is 'APLIC_MIN: minimum first investment, R$, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to its quota conversion, as filed; NULL when not filed (0 is a filed same-day conversion).';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the redemption payment, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: DIAS ÚTEIS or DIAS CORRIDOS, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: lock-up days before quotas may be redeemed (carência), as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee buys an earlier payment, N otherwise; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.reason is 'Portuguese: where each part came from, or why it is missing. Never NULL.';

create function api.portfolio_fund_terms(p_cnpjs text[])
returns setof api.portfolio_fund_terms_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fund_terms', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_fund_terms') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    people as (
      select ids.cnpj, p.*
      from ids
      left join lateral (
        -- CVM 175: a class's fund register row, else the fund's own; else the legacy cad_fi
        (select 'registro_fundo'::text as origin, f.tipo_pessoa_gestor as kind, f.cpf_cnpj_gestor as gestor_id, f.gestor as gestor_name,
                f.cnpj_administrador as admin_cnpj, f.administrador as admin_name, 1 as pick, f.data_cancelamento as cancelled
         from cvm.registro_fundo f
         -- the fund's own row or its class's fund row, each found by an index on the CNPJ (an OR of the two read both tables whole)
         where f.id_registro_fundo in (select f2.id_registro_fundo from cvm.registro_fundo f2 where f2.cnpj_fundo = ids.cnpj
                                       union all
                                       select c.id_registro_fundo from cvm.registro_classe c where c.cnpj_classe = ids.cnpj)
         order by (f.data_cancelamento is null) desc, f.data_cancelamento desc nulls last, f.id_registro_fundo desc
         limit 1)
        union all
        (select 'cad_fi', c.pf_pj_gestor, c.cpf_cnpj_gestor, c.gestor, c.cnpj_admin, c.admin, 2, c.dt_cancel
         from cvm.cad_fi c
         where c.cnpj = ids.cnpj
         order by (c.dt_cancel is null) desc, c.dt_cancel desc nulls last, c.tp_fundo
         limit 1)
        order by pick
        limit 1
      ) p on true
    ),
    terms as (
      -- each CNPJ's newest filing by a probe of the key (an IN list was planned as a read of the whole table)
      select t.*
      from ids cross join lateral (select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1) t
    )
    select ids.cnpj, r.fund_name,
           nullif(upper(btrim(p.kind)), ''),
           case when upper(btrim(p.kind)) = 'PJ' and regexp_replace(coalesce(p.gestor_id, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.gestor_id, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.gestor_name), ''),
           case when regexp_replace(coalesce(p.admin_cnpj, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.admin_cnpj, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.admin_name), ''),
           p.origin,
           t.dt_comptc, t.aplic_min, t.qt_dia_conversao_cota, t.qt_dia_pagto_cota, t.qt_dia_pagto_resgate,
           t.tp_dia_pagto_resgate, t.qt_dia_resgate_cotas, t.taxa_saida_pagto_resgate,
           concat_ws('; ',
             case when p.origin is null then 'gestor e administrador: CNPJ em nenhum cadastro da CVM (registro_fundo, cad_fi)'
                  else format('gestor e administrador: %s%s', p.origin, case when p.cancelled is not null then format(' (registro cancelado em %s)', p.cancelled) end) end,
             case when upper(btrim(p.kind)) = 'PF' then 'gestor pessoa física: CPF não é servido' end,
             case when t.cnpj is null then 'prazos de resgate: fundo sem Extrato da CVM (o Extrato cobre fundos FI e classes FIF; FII, FIDC e FIP não o entregam)'
                  else format('prazos de resgate: Extrato de %s', t.dt_comptc) end)
    from ids
    -- one key probe per CNPJ asked (a hash join would read the whole registry)
    left join lateral (select g.fund_name from cvm.fund_registry g where g.cnpj = ids.cnpj limit 1) r on true
    left join people p on p.cnpj = ids.cnpj
    left join terms t on t.cnpj = ids.cnpj
    order by ids.cnpj;
end;
$$;

alter function api.portfolio_fund_terms(text[]) owner to api_owner;
revoke all on function api.portfolio_fund_terms(text[]) from public;
grant execute on function api.portfolio_fund_terms(text[]) to anon, authenticated;
comment on function api.portfolio_fund_terms(text[]) is 'Who manages and administers a fund, and its redemption terms, as filed with the CVM.
One row per distinct CNPJ, ordered by CNPJ. Manager and administrator: the CVM Resolution 175 register (registro_fundo: the fund of the class asked, else the fund itself), else the legacy register (cad_fi); of several rows, an uncancelled one, then the latest cancelled (registry_origin and reason say which). The manager''s identifier is served only when the register files a company (PJ): a person''s CPF is never served. Redemption terms: the columns of the fund''s newest CVM Extrato as filed (conversion and payment days, business or calendar days, lock-up, exit fee for early payment, minimum investment); NULL when not filed, never 0; a fund without an Extrato (FII, FIDC, FIP) has them NULL and the reason says so. The lâmina''s terms are not read. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund or class CNPJs (punctuation optional).
@tag Portfolio';
