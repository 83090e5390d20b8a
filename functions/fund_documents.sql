-- api.fund_documents: every FNET document linked to one fund, newest delivery first.
-- The FNET listing names no fund: a document belongs to a fund because the search
-- asked for that CNPJ returned it (b3.fnet_document_fund), never by its name.
drop function if exists api.fund_documents(text, date, date, text);
drop type if exists api.fund_documents_row;

create type api.fund_documents_row as (
  fnet_id bigint,
  cnpj text,
  tipo_fundo text,
  fund_name text,
  fundo_ou_classe text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  reference_raw text,
  reference_date date,
  delivered_at timestamp,
  versao integer,
  modalidade text,
  status text,
  has_body boolean,
  source_url text
);
alter type api.fund_documents_row owner to api_owner;
comment on type api.fund_documents_row is 'One document of the funds filing system (FNET) as its public search lists it, for the fund the search was asked for.';
comment on column api.fund_documents_row.fnet_id is 'FNET document id; every version of a document is a new id.';
comment on column api.fund_documents_row.cnpj is 'The fund: the CNPJ the FNET search was asked for (14 digits).';
comment on column api.fund_documents_row.tipo_fundo is 'The FNET fund type the search was asked for (tipoFundo 1 fii, 2 fidc, 3 etf); NULL when the search did not filter by type.
@enum internal.fnet_fund_type';
comment on column api.fund_documents_row.fund_name is 'descricaoFundo as FNET lists it; shown only, never used to match a fund; NULL when not listed.';
comment on column api.fund_documents_row.fundo_ou_classe is 'fundoOuClasse as listed (Fundo, Classe); NULL when not listed.';
comment on column api.fund_documents_row.categoria_documento is 'categoriaDocumento as listed; NULL when not listed.';
comment on column api.fund_documents_row.tipo_documento is 'tipoDocumento as listed (a trailing space kept); NULL when not listed.';
comment on column api.fund_documents_row.especie_documento is 'especieDocumento as listed; NULL when not listed or empty.';
comment on column api.fund_documents_row.reference_raw is 'dataReferencia as FNET prints it (mm/yyyy, dd/mm/yyyy or dd/mm/yyyy HH:MM); NULL when not listed.';
comment on column api.fund_documents_row.reference_date is 'reference_raw as a date (the first day of the month for mm/yyyy); NULL when not listed.';
comment on column api.fund_documents_row.delivered_at is 'dataEntrega: delivery time, São Paulo local time as printed.';
comment on column api.fund_documents_row.versao is '1 for the first filing, 2, 3... for each re-filing; NULL when not listed.';
comment on column api.fund_documents_row.modalidade is 'As listed: AP original, RE voluntary re-filing, RC re-filing required by the regulator; NULL when not listed.';
comment on column api.fund_documents_row.status is 'As listed when loaded: AC active, IC inactive (superseded), CC cancelled; NULL when not listed.';
comment on column api.fund_documents_row.has_body is 'True when the document''s structured body (XML) is held, so fund_restatement_diff can compare it.';
comment on column api.fund_documents_row.source_url is 'FNET''s public download link of the document (downloadDocumento?id=<fnet_id>).';

create function api.fund_documents(p_cnpj text, p_from date default null, p_to date default null, p_tipo text default null)
returns setof api.fund_documents_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_documents');
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows api.fund_documents_row[];
begin
  perform internal.assert_window(v_from, p_to, 'fund_documents', 'Send p_from on or before p_to (p_from defaults to 12 months before p_to).', p_from is null);
  select array_agg(row(r.*)::api.fund_documents_row order by r.delivered_at desc, r.fnet_id desc) into v_rows
  from (
    select d.id, l.cnpj,
           case l.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end,
           d.descricao_fundo, d.fundo_ou_classe, d.categoria_documento, d.tipo_documento, d.especie_documento,
           d.data_referencia, d.reference_date, d.data_entrega, d.versao, d.modalidade, d.status,
           exists (select 1 from b3.fnet_document_body b where b.id = d.id),
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || d.id
    from b3.fnet_document_fund l
    join b3.fnet_document d on d.id = l.id
    where l.cnpj = v_cnpj
      and d.data_entrega >= v_from
      and (p_to is null or d.data_entrega < p_to + 1)
      and (p_tipo is null or btrim(d.tipo_documento) = btrim(p_tipo))
    order by d.data_entrega desc, d.id desc
    limit 1001
  ) r(fnet_id, cnpj, tipo_fundo, fund_name, fundo_ou_classe, categoria_documento, tipo_documento, especie_documento, reference_raw, reference_date, delivered_at, versao, modalidade, status, has_body, source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_documents',
    'Narrow p_from..p_to or pin p_tipo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_documents(text, date, date, text) owner to api_owner;
revoke all on function api.fund_documents(text, date, date, text) from public;
grant execute on function api.fund_documents(text, date, date, text) to anon, authenticated;

comment on function api.fund_documents(text, date, date, text) is 'Every document of the funds filing system (FNET) linked to one fund, newest delivery first, with the link FNET publishes it under.
One row per document as FNET''s public search lists it (every version its own fnet_id), for the fund the search was asked for: FNET''s rows name no fund, so a document delivered since its fund was last searched is not here yet. Newest delivery first, then the greatest id. p_from and p_to bound the delivery day (São Paulo time), both inclusive. An unknown CNPJ gives []. More than 1000 documents raises 22023 (narrow the window or pin p_tipo); a CNPJ that is not 1-14 digits, or p_from after p_to, raises 22023.
p_cnpj: the fund, 14 digits (punctuation ignored); required.
p_from: first delivery day; default 12 months before p_to (or today).
p_to: last delivery day, inclusive; default open.
p_tipo: one tipo_documento as FNET labels it (e.g. Informe Mensal Estruturado; surrounding spaces ignored); default every type.
@tag Funds filing-system documents
@default p_from: 12 months before p_to (or today)
@default p_to: open (every delivery on record)
@default p_tipo: every type';
