-- api.fund_restatements: re-filed FNET documents (versao above 1), each paired with
-- the version it most plausibly replaced, by the stated key of b3.fnet_restatement_pair
-- (pairs and their count of changed fields are written when the register is).
drop function if exists api.fund_restatements(text, date, date, text);
drop type if exists api.fund_restatements_row;

create type api.fund_restatements_row as (
  fnet_id bigint,
  cnpj text,
  tipo_fundo text,
  fund_name text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  reference_raw text,
  reference_date date,
  versao integer,
  modalidade text,
  status text,
  delivered_at timestamp,
  previous_fnet_id bigint,
  previous_delivered_at timestamp,
  lag_days integer,
  n_fields_changed integer,
  diff_status text,
  source_url text,
  previous_source_url text
);
alter type api.fund_restatements_row owner to api_owner;
comment on type api.fund_restatements_row is 'A re-filed FNET document paired with the version it replaced, by a stated key (FNET itself links no version to another).';
comment on column api.fund_restatements_row.fnet_id is 'The re-filed document''s FNET id (versao above 1).';
comment on column api.fund_restatements_row.cnpj is 'The fund the FNET search was asked for; NULL when no fund search returned the document (then it is never paired).';
comment on column api.fund_restatements_row.tipo_fundo is 'The FNET fund type the search was asked for; NULL when the search did not filter by type or no search linked it.
@enum internal.fnet_fund_type';
comment on column api.fund_restatements_row.fund_name is 'descricaoFundo as listed; shown only; NULL when not listed.';
comment on column api.fund_restatements_row.categoria_documento is 'categoriaDocumento as listed; NULL when not listed.';
comment on column api.fund_restatements_row.tipo_documento is 'tipoDocumento as listed; NULL when not listed.';
comment on column api.fund_restatements_row.especie_documento is 'especieDocumento as listed; NULL when not listed or empty.';
comment on column api.fund_restatements_row.reference_raw is 'dataReferencia as FNET prints it; NULL when not listed (then never paired).';
comment on column api.fund_restatements_row.reference_date is 'reference_raw as a date (first day of the month for mm/yyyy); NULL when not listed.';
comment on column api.fund_restatements_row.versao is 'The re-filing''s version: 2, 3, ...';
comment on column api.fund_restatements_row.modalidade is 'As listed: RE voluntary re-filing, RC re-filing required by the regulator (AP original); NULL when not listed.';
comment on column api.fund_restatements_row.status is 'As listed when loaded: AC active, IC inactive, CC cancelled; NULL when not listed.';
comment on column api.fund_restatements_row.delivered_at is 'Delivery time of the re-filing, São Paulo local time as printed.';
comment on column api.fund_restatements_row.previous_fnet_id is 'The version it replaced: same fund link, categoria, tipo, especie and reference text, the highest versao below this one, the greatest id on a tie; NULL when not pairable or no lower version is held (diff_status says which).';
comment on column api.fund_restatements_row.previous_delivered_at is 'Delivery time of the replaced version; NULL when previous_fnet_id is NULL.';
comment on column api.fund_restatements_row.lag_days is 'Delivery date of the re-filing minus that of the version it replaced, in days; NULL when previous_fnet_id is NULL.';
comment on column api.fund_restatements_row.n_fields_changed is 'Rows fund_restatement_diff returns for this pair (0 = re-filed with no field changed); NULL unless diff_status is compared.';
comment on column api.fund_restatements_row.diff_status is 'compared (both bodies held and declaring the linked fund and the listed reference), or why not: unpairable_no_link, unpairable_no_reference, no_predecessor, declared_mismatch; NULL when a body of the pair is not held (not diffed).
@enum internal.restatement_diff_status';
comment on column api.fund_restatements_row.source_url is 'FNET''s public download link of the re-filing.';
comment on column api.fund_restatements_row.previous_source_url is 'FNET''s public download link of the replaced version; NULL when previous_fnet_id is NULL.';

create function api.fund_restatements(p_cnpj text default null, p_from date default null, p_to date default null, p_tipo_fundo text default null)
returns setof api.fund_restatements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := case when p_cnpj is null then null else internal.cnpj(p_cnpj, 'fund_restatements') end;
  v_tipo text := internal.one_of('fund_restatements', 'p_tipo_fundo', p_tipo_fundo, internal.domain_values('internal.fnet_fund_type'),
    'FNET''s own fund-type filter: fii (tipoFundo 1), fidc (2), etf (3).', 'Send p_tipo_fundo as FII, FIDC or ETF, or null for any.');
  v_from date := coalesce(p_from, case when p_cnpj is null then (coalesce(p_to, current_date) - 30) end);
  v_rows api.fund_restatements_row[];
begin
  perform internal.assert_window(v_from, p_to, 'fund_restatements', 'Send p_from on or before p_to (without p_cnpj, p_from defaults to 30 days before p_to).', p_from is null);
  select array_agg(row(r.*)::api.fund_restatements_row order by r.delivered_at desc, r.fnet_id desc, r.cnpj) into v_rows
  from (
    select p.fnet_id, p.cnpj,
           case p.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end,
           p.fund_name, p.categoria_documento, p.tipo_documento, p.especie_documento, p.reference_raw, p.reference_date,
           p.versao, p.modalidade, p.status, p.delivered_at, p.previous_fnet_id, p.previous_delivered_at, p.lag_days,
           p.n_fields_changed,
           p.diff_status,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.fnet_id,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.previous_fnet_id
    from b3.fnet_restatement_pair p
    where (v_cnpj is null or p.cnpj = v_cnpj)
      and (v_from is null or p.delivered_at >= v_from)
      and (p_to is null or p.delivered_at < p_to + 1)
      and (v_tipo is null or p.tipo_fundo = case v_tipo when 'fii' then 1 when 'fidc' then 2 else 3 end)
    order by p.delivered_at desc, p.fnet_id desc
    limit 1001
  ) r(fnet_id, cnpj, tipo_fundo, fund_name, categoria_documento, tipo_documento, especie_documento, reference_raw, reference_date, versao, modalidade, status,
      delivered_at, previous_fnet_id, previous_delivered_at, lag_days, n_fields_changed, diff_status, source_url, previous_source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_restatements',
    'Narrow p_from..p_to, pin p_cnpj or p_tipo_fundo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_restatements(text, date, date, text) owner to api_owner;
revoke all on function api.fund_restatements(text, date, date, text) from public;
grant execute on function api.fund_restatements(text, date, date, text) to anon, authenticated;

comment on function api.fund_restatements(text, date, date, text) is 'Re-filed FNET documents (versao above 1), newest delivery first, each paired with the version it replaced.
FNET links no version to another, so the pair is by a stated key: previous_fnet_id is the document of the same fund link (the CNPJ the search was asked for), categoria, tipo, especie and reference text with the highest versao below this one, the greatest id on a tie. A document with no fund link or no reference text is never paired (previous_* and lag_days NULL = not pairable, diff_status says why). n_fields_changed counts the fields fund_restatement_diff returns for the pair when both bodies are held (diff_status compared). A document linked to two funds appears once per fund. p_from and p_to bound the delivery day of the re-filing (São Paulo time), inclusive. An unknown CNPJ gives []. More than 1000 rows raises 22023; a bad CNPJ, an unknown p_tipo_fundo or p_from after p_to raises 22023.
p_cnpj: one fund (14 digits, punctuation ignored); default every fund.
p_from: first delivery day of the re-filing; default open with p_cnpj, else 30 days before p_to (or today).
p_to: last delivery day, inclusive; default open.
p_tipo_fundo: FII, FIDC or ETF (FNET''s fund-type filter, any case); default any.
@tag Funds filing-system documents
@default p_cnpj: every fund
@default p_from: open with p_cnpj; without it, 30 days before p_to (or today)
@default p_to: open
@default p_tipo_fundo: any';
