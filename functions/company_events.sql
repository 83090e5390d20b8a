-- api.company_events: A listed company's IPE filings (material facts, notices, meetings...), newest delivery first.
-- Newest first as the upstream serves it: an analyst reads events from today
-- backwards. Each protocol once, at its newest version, so a re-filing never
-- shows twice; the window runs on that version's delivery date.
drop function if exists api.company_events(text, date, date, text);
drop type if exists api.company_events_row;

create type api.company_events_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  delivery_date date,
  reference_date date,
  category text,
  event_type text,
  species text,
  subject text,
  presentation text,
  protocol text,
  version integer,
  source_url text,
  source text
);
alter type api.company_events_row owner to api_owner;
comment on type api.company_events_row is 'One filing of a listed company to CVM (IPE), at the newest version of its delivery protocol.';
comment on column api.company_events_row.cnpj is 'CNPJ_Companhia, 14 digits; never NULL.';
comment on column api.company_events_row.cd_cvm is 'Codigo_CVM, the company''s CVM code; never NULL.';
comment on column api.company_events_row.company_name is 'Nome_Companhia as filed; NULL when blank.';
comment on column api.company_events_row.delivery_date is 'Data_Entrega of the version served (CVM prints a date, no time); NULL when blank (the window then runs on reference_date).';
comment on column api.company_events_row.reference_date is 'Data_Referencia, the date the filing refers to (e.g. a meeting''s); NULL when blank.';
comment on column api.company_events_row.category is 'Categoria exactly as filed (Fato Relevante, Comunicado ao Mercado, Assembleia, ...), Portuguese, never translated; never NULL.';
comment on column api.company_events_row.event_type is 'Tipo as filed; NULL when blank.';
comment on column api.company_events_row.species is 'Especie as filed; NULL when blank.';
comment on column api.company_events_row.subject is 'Assunto as filed; NULL when blank.';
comment on column api.company_events_row.presentation is 'Tipo_Apresentacao as filed (e.g. AP - Apresentação, RE - Reapresentação); NULL when blank.';
comment on column api.company_events_row.protocol is 'Protocolo_Entrega, CVM''s delivery protocol: one per document; never NULL.';
comment on column api.company_events_row.version is 'Versao of the version served: the newest held for the protocol; never NULL.';
comment on column api.company_events_row.source_url is 'Link_Download exactly as published: the document on CVM''s RAD (this API stores the metadata, not the document); NULL when blank.';
comment on column api.company_events_row.source is 'cvm_ipe (CVM''s open data) or synthetic_sample (generated demo data; never a CVM filing).';

create function api.company_events(p_id text, p_from date default null, p_to date default null, p_category text default null)
returns setof api.company_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_company record := internal.company_on(p_id, 'company_events', v_from, v_to);
  v_category text := btrim(p_category);
  v_held text[];
  v_events api.company_events_row[];
begin
  perform internal.assert_window(v_from, v_to, 'company_events',
    'Send p_from on or before p_to (p_from defaults to 12 months before p_to, p_to to today).', p_from is null);
  if v_category is not null and not exists (select 1 from cvm.ipe_document d where d.categoria = v_category) then
    -- the categories held, one index probe each (a loose scan of ipe_document_categoria)
    with recursive c(categoria) as (
      (select d.categoria from cvm.ipe_document d order by d.categoria limit 1)
      union all
      select (select d.categoria from cvm.ipe_document d where d.categoria > c.categoria order by d.categoria limit 1) from c where c.categoria is not null
    )
    select array_agg(c.categoria order by c.categoria) into v_held from c where c.categoria is not null;
    raise exception using
      errcode = '22023',
      message = format('company_events: unknown p_category %s', quote_literal(p_category)),
      detail = format('p_category matches CVM''s label exactly; the categories held are: %s.', coalesce(array_to_string(v_held, ', '), 'none (no IPE file loaded)')),
      hint = 'Send p_category as one of the categories held, e.g. Fato Relevante, or leave it out for every category.';
  end if;
  -- one pass: the rows (at most 1001) gathered in order, counted, then returned
  select array_agg(w.r order by w.n) into v_events from (
    select row(e.cnpj, e.cd_cvm, e.company_name, e.delivery_date, e.reference_date, e.category, e.event_type, e.species, e.subject,
               e.presentation, e.protocol, e.version, e.source_url, e.source)::api.company_events_row as r, e.ordinality as n
    from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category) with ordinality e
    limit 1001) w;
  perform internal.assert_row_cap(coalesce(cardinality(v_events), 0), 'company_events', 'Narrow p_from/p_to or pin p_category.');
  return query select * from unnest(v_events);
end;
$$;

alter function api.company_events(text, date, date, text) owner to api_owner;
revoke all on function api.company_events(text, date, date, text) from public;
grant execute on function api.company_events(text, date, date, text) to anon, authenticated;
comment on function api.company_events(text, date, date, text) is 'A listed company''s IPE filings (material facts, notices, meetings...), newest delivery first.
CVM''s IPE feed for one listed company: material facts (Fato Relevante), market notices, meeting calls and minutes and the rest of what companies file outside the ITR/DFP statements, newest delivery first (as the upstream service serves it), then by protocol. Each delivery protocol appears once, at its newest version held (version says which); category, event_type, species and subject are CVM''s text as filed; source_url is the document''s link as published. The window runs on the served version''s delivery date (the reference date when it has none). Filings CVM published without a delivery protocol (all before 2015, a minority since) are not held: history starts in 2015 and an empty window before it is that limit. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window, a p_id that is neither a ticker, a CNPJ nor a CVM code, a p_category not held (the detail lists those held) or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window or pin p_category).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first delivery date (YYYY-MM-DD); default 12 months before p_to.
p_to: last delivery date (YYYY-MM-DD); default today.
p_category: CVM''s category label exactly (e.g. Fato Relevante, Comunicado ao Mercado); default every category.
@tag Company events
@default p_from: 12 months before p_to
@default p_to: today
@default p_category: every category';
