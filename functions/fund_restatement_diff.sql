-- api.fund_restatement_diff: what a re-filing changed, one row per field whose text
-- differs from the version it replaced (b3.fnet_field_change over the pairs of
-- b3.fnet_restatement_pair whose two bodies are held).
drop function if exists api.fund_restatement_diff(text, bigint, date, date, text);
drop type if exists api.fund_restatement_diff_row;

create type api.fund_restatement_diff_row as (
  fnet_id bigint,
  previous_fnet_id bigint,
  cnpj text,
  tipo_documento text,
  reference_raw text,
  versao integer,
  modalidade text,
  delivered_at timestamp,
  previous_delivered_at timestamp,
  lag_days integer,
  field_path text,
  block text,
  leaf text,
  change_kind text,
  old_value text,
  new_value text,
  old_num numeric,
  new_num numeric,
  delta numeric,
  match_basis text,
  source_url text,
  previous_source_url text
);
alter type api.fund_restatement_diff_row owner to api_owner;
comment on type api.fund_restatement_diff_row is 'One field a re-filed FNET document changed against the version it replaced, text as filed in both.';
comment on column api.fund_restatement_diff_row.fnet_id is 'The re-filing''s FNET id.';
comment on column api.fund_restatement_diff_row.previous_fnet_id is 'The version it replaced (fund_restatements'' pairing).';
comment on column api.fund_restatement_diff_row.cnpj is 'The fund the FNET search was asked for.';
comment on column api.fund_restatement_diff_row.tipo_documento is 'tipoDocumento as listed; NULL when not listed.';
comment on column api.fund_restatement_diff_row.reference_raw is 'dataReferencia as FNET prints it.';
comment on column api.fund_restatement_diff_row.versao is 'The re-filing''s version (2, 3, ...).';
comment on column api.fund_restatement_diff_row.modalidade is 'As listed (RE voluntary, RC required by the regulator); NULL when not listed.';
comment on column api.fund_restatement_diff_row.delivered_at is 'Delivery time of the re-filing, São Paulo local time as printed.';
comment on column api.fund_restatement_diff_row.previous_delivered_at is 'Delivery time of the replaced version.';
comment on column api.fund_restatement_diff_row.lag_days is 'Delivery date of the re-filing minus that of the replaced version, in days.';
comment on column api.fund_restatement_diff_row.field_path is 'Path of the field below the XML root; a repeated block reads NAME[KEY=value] (its declared key: SERIE, TIPO, ID_SUBCLASSE, an originator''s CPF/CNPJ) or NAME[#n] (its position, when it has no usable key).';
comment on column api.fund_restatement_diff_row.block is 'The section of the report the field sits in (APLIC_ATIVO, PASSIV, PATRLIQ, OUTRAS_INFORM, CAB_INFORM ...).';
comment on column api.fund_restatement_diff_row.leaf is 'The field''s element name.';
comment on column api.fund_restatement_diff_row.change_kind is 'changed (both versions filed a value, different text), added (absent before), removed (absent now), nil_to_value (empty before), value_to_nil (empty now).
@enum internal.restatement_change_kind';
comment on column api.fund_restatement_diff_row.old_value is 'The replaced version''s text as filed (decimal comma kept); NULL when absent or empty there (change_kind tells which).';
comment on column api.fund_restatement_diff_row.new_value is 'The re-filing''s text as filed; NULL when absent or empty there.';
comment on column api.fund_restatement_diff_row.old_num is 'old_value as a number when the field is an amount, quantity, percentage or rate; NULL otherwise or when old_value is NULL.';
comment on column api.fund_restatement_diff_row.new_num is 'new_value as a number on the same fields; NULL otherwise or when new_value is NULL.';
comment on column api.fund_restatement_diff_row.delta is 'new_num minus old_num; NULL when either is NULL (never 0 for a missing side).';
comment on column api.fund_restatement_diff_row.match_basis is 'path (a plain path), key (through a block''s declared key) or position (through a block''s position, approximate when a re-filing drops or reorders unkeyed blocks).
@enum internal.restatement_match_basis';
comment on column api.fund_restatement_diff_row.source_url is 'FNET''s public download link of the re-filing.';
comment on column api.fund_restatement_diff_row.previous_source_url is 'FNET''s public download link of the replaced version.';

create function api.fund_restatement_diff(p_cnpj text default null, p_fnet_id bigint default null, p_from date default null, p_to date default null, p_tipo text default null)
returns setof api.fund_restatement_diff_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := case when p_cnpj is null then null else internal.cnpj(p_cnpj, 'fund_restatement_diff') end;
  v_rows api.fund_restatement_diff_row[];
begin
  if p_cnpj is null and p_fnet_id is null then
    raise exception using
      errcode = '22023',
      message = 'fund_restatement_diff: p_cnpj or p_fnet_id is required',
      detail = 'The diff is asked for one fund''s re-filings or for one re-filed document.',
      hint = 'Send p_fnet_id (a re-filing from fund_restatements) or p_cnpj.';
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_restatement_diff', 'Send p_from on or before p_to.');
  select array_agg(row(r.*)::api.fund_restatement_diff_row order by r.delivered_at desc, r.fnet_id desc, r.field_path) into v_rows
  from (
    select p.fnet_id, p.previous_fnet_id, p.cnpj, p.tipo_documento, p.reference_raw, p.versao, p.modalidade,
           p.delivered_at, p.previous_delivered_at, p.lag_days,
           c.field_path, c.block, c.leaf, c.change_kind, c.old_value, c.new_value, c.old_num, c.new_num, c.new_num - c.old_num, c.match_basis,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.fnet_id,
           'https://fnet.bmfbovespa.com.br/fnet/publico/downloadDocumento?id=' || p.previous_fnet_id
    from b3.fnet_restatement_pair p
    join b3.fnet_field_change c on c.fnet_id = p.fnet_id and c.cnpj = p.cnpj
    where p.diff_status = 'compared'
      and (v_cnpj is null or p.cnpj = v_cnpj)
      and (p_fnet_id is null or p.fnet_id = p_fnet_id)
      and (p_from is null or p.delivered_at >= p_from)
      and (p_to is null or p.delivered_at < p_to + 1)
      and (p_tipo is null or btrim(p.tipo_documento) = btrim(p_tipo))
    order by p.delivered_at desc, p.fnet_id desc, c.field_path
    limit 1001
  ) r(fnet_id, previous_fnet_id, cnpj, tipo_documento, reference_raw, versao, modalidade, delivered_at, previous_delivered_at, lag_days,
      field_path, block, leaf, change_kind, old_value, new_value, old_num, new_num, delta, match_basis, source_url, previous_source_url);

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'fund_restatement_diff',
    'Pin p_fnet_id, or narrow p_from..p_to or p_tipo.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.fund_restatement_diff(text, bigint, date, date, text) owner to api_owner;
revoke all on function api.fund_restatement_diff(text, bigint, date, date, text) from public;
grant execute on function api.fund_restatement_diff(text, bigint, date, date, text) to anon, authenticated;

comment on function api.fund_restatement_diff(text, bigint, date, date, text) is 'What a re-filed FNET document changed: one row per field that differs from the version it replaced, old and new text as filed.
Only pairs whose two structured bodies (XML) are held are diffed (fund_restatements says diff_status compared); no rows does not mean nothing changed unless that pair is compared. Fields are matched by path below the XML root; a repeated block by its declared key (a tranche by SERIE or TIPO, an originator by CPF/CNPJ), else by its position. Text is compared as filed, so 0,50 and 0,5 differ, and an identifier such as a CNPJ is compared as text. change_kind tells changed, added, removed, nil_to_value and value_to_nil apart. Newest re-filing first, then path. p_from and p_to bound the delivery day of the re-filing, inclusive. An unknown id or CNPJ gives []. Neither p_cnpj nor p_fnet_id, a bad CNPJ, p_from after p_to, or more than 1000 rows raises 22023.
p_cnpj: one fund (14 digits, punctuation ignored); p_cnpj or p_fnet_id is required.
p_fnet_id: one re-filed document (versao above 1, from fund_restatements).
p_from: first delivery day of the re-filing; default open.
p_to: last delivery day, inclusive; default open.
p_tipo: one tipo_documento as FNET labels it (surrounding spaces ignored); default every type diffed.
@tag Funds filing-system documents
@default p_cnpj: none (p_cnpj or p_fnet_id is required)
@default p_fnet_id: none (p_cnpj or p_fnet_id is required)
@default p_from: open
@default p_to: open
@default p_tipo: every type diffed';
