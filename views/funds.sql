-- api.funds: the fund universe the monthly series holds, one row per (cnpj, entity_type), ETFs left out.
-- Reads cvm.fund_span (kept by the fund_month triggers), so a filtered or paged read
-- touches the rows it answers, never the whole monthly series; no WITH clause, so
-- filters, order and limit reach the span's indexes.
create or replace view api.funds with (security_invoker = false) as
select s.cnpj,
       s.entity_type,
       r.fund_name,
       r.status,
       r.fund_class,
       s.first_period,
       s.last_period,
       s.n_reports
  from cvm.fund_span s
  left join cvm.fund_registry r on r.cnpj = s.cnpj
 where not exists (select 1 from curated.etf_registry e where e.cnpj = s.cnpj)
   and coalesce(upper(r.cvm_type) !~ 'ETF', true);

alter view api.funds owner to api_owner;
revoke all on api.funds from public;
grant select on api.funds to anon, authenticated;
comment on view api.funds is 'The funds whose monthly series is held: one row per CNPJ and family, with registry name, status and class, the first and last period held and how many.

One row per (cnpj, entity_type) of the monthly fund series (fund_nav): fi, fidc and fii today, and any family its loaders add. ETFs are left out, as upstream: a CNPJ in the curated ETF registry or registered under a type naming ETF. fund_name, status and fund_class come from the fund registry (registro_classe over registro_fundo over cad_fi) and are NULL when the CNPJ is not registered there; nothing is guessed from the filings. Periods follow the family convention of fund_nav (fi and fii the first day of the month, fidc the last). A registered fund that never filed a monthly report is not here (search_funds finds it). Filter by cnpj, entity_type, last_period or n_reports (indexed) and page with order and limit; a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Funds';
comment on column api.funds.cnpj is '14-digit CNPJ of the fund or class, digits only (filter with cnpj=eq.00000000000000; the view does not strip punctuation).';
comment on column api.funds.entity_type is 'Family of the monthly series: fi, fidc or fii.
@enum internal.entity_type';
comment on column api.funds.fund_name is 'Registered name as the registry publishes it; NULL when the CNPJ is not in the fund registry.';
comment on column api.funds.status is 'Registry status as published (e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when the CNPJ is not in the fund registry.';
comment on column api.funds.fund_class is 'Registry classification as published (classificacao of registro_classe, CLASSE of cad_fi: Ações, Renda Fixa, Multimercado, ...); NULL when the registry states none or the CNPJ is not registered.';
comment on column api.funds.first_period is 'Oldest period of the monthly series held (fi, fii: first day of the month; fidc: last day). Never NULL.';
comment on column api.funds.last_period is 'Newest period of the monthly series held. Never NULL.';
comment on column api.funds.n_reports is 'Number of periods held in the monthly series: coverage, not a quality score. Never NULL; at least 1.';
