-- api.fidc_cedentes: the originators (cedentes) in FIDC tab I's slots, by fund or by
-- originator. The slots are classified once in cvm.fidc_cedente_slot, which never
-- exposes a CPF: a person's identifier is not served, only that a slot held one.
drop function if exists api.fidc_cedentes(text, text, date, date, integer);
drop type if exists api.fidc_cedentes_row;

create type api.fidc_cedentes_row as (
  cnpj text,
  period date,
  block text,
  slot integer,
  cedente_cnpj text,
  cedente_kind text,
  share_pct numeric,
  share_above_100 boolean
);
alter type api.fidc_cedentes_row owner to api_owner;
comment on type api.fidc_cedentes_row is 'One filled originator slot of one FIDC in one month (tab I).';
comment on column api.fidc_cedentes_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_cedentes_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_cedentes_row.block is 'A: receivables acquired WITH substantial retention of risks and benefits by the originator (TAB_I2A12_*); B: without (TAB_I2B12_*).
@enum internal.cedente_block';
comment on column api.fidc_cedentes_row.slot is 'The form''s slot 1..9 within the block, as filed (not a rank recomputed from share_pct).';
comment on column api.fidc_cedentes_row.cedente_cnpj is 'The originator''s CNPJ, 14 digits (a dropped leading zero restored); NULL when the slot holds a CPF (a person, never served) or an id of neither form (cedente_kind says which).';
comment on column api.fidc_cedentes_row.cedente_kind is 'What the slot holds: cnpj, cpf (11 digits or fewer: a person''s identifier, never served) or other.
@enum internal.cedente_id_kind';
comment on column api.fidc_cedentes_row.share_pct is 'The originator''s share of its BLOCK (not of the fund), percent as filed, never rescaled (values above 100 are filed); NULL when the filing leaves it blank.';
comment on column api.fidc_cedentes_row.share_above_100 is 'true when share_pct is above 100 (kept as filed, flagged here); NULL when share_pct is NULL.';

create function api.fidc_cedentes(p_cnpj text default null, p_cedente text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_cedentes_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text;
  v_cedente text := regexp_replace(coalesce(p_cedente, ''), '[.\-/\s]', '', 'g');
  v_rows bigint;
begin
  if (p_cnpj is null) = (p_cedente is null) then
    raise exception using
      errcode = '22023',
      message = 'fidc_cedentes: send exactly one of p_cnpj and p_cedente',
      detail = format('p_cnpj asks which originators a fund buys from; p_cedente which funds buy from an originator; this call sent %s.', case when p_cnpj is null then 'neither' else 'both' end),
      hint = 'Send p_cnpj (the fund) or p_cedente (the originator''s CNPJ), not both and not neither.';
  end if;
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fidc_cedentes');
  elsif v_cedente !~ '^[0-9]{14}$' then
    raise exception using
      errcode = '22023',
      message = format('fidc_cedentes: p_cedente %s is not a 14-digit CNPJ', quote_literal(p_cedente)),
      detail = 'Originators are found by their CNPJ; a CPF identifies a person and is never served or searched.',
      hint = 'Send p_cedente as a CNPJ like "61.064.911/0001-77" or "61064911000177".';
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fidc_cedentes', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_cedentes', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_cedente_slot s
      where (v_cnpj is null or s.cnpj = v_cnpj) and (v_cnpj is not null or s.cedente_cnpj = v_cedente)
        and s.reference_date >= coalesce(p_from, '-infinity') and s.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_cedentes',
      'Narrow p_from/p_to (up to 18 slots a fund and month), or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.block, n.slot, n.cedente_cnpj, n.cedente_kind, n.share_pct, n.share_pct > 100
    from (
      select s.* from cvm.fidc_cedente_slot s
      where (v_cnpj is null or s.cnpj = v_cnpj) and (v_cnpj is not null or s.cedente_cnpj = v_cedente)
        and s.reference_date >= coalesce(p_from, '-infinity') and s.reference_date <= coalesce(p_to, 'infinity')
      order by s.reference_date desc, s.cnpj desc, s.block desc, s.slot desc
      limit p_limit
    ) n
    order by n.reference_date, n.cnpj, n.block, n.slot;
end;
$$;

alter function api.fidc_cedentes(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_cedentes(text, text, date, date, integer) from public;
grant execute on function api.fidc_cedentes(text, text, date, date, integer) to anon, authenticated;

comment on function api.fidc_cedentes(text, text, date, date, integer) is 'The originators (cedentes) of FIDC receivables from the monthly report''s tab I: by fund (p_cnpj) or by originator (p_cedente), oldest first.
One row per filled slot: block A (acquired with substantial retention of risk by the originator) or B (without), the form''s slot 1..9, the originator''s CNPJ and its share of the BLOCK in percent as filed (above 100 is kept and flagged by share_above_100; NULL when blank). Placeholders of all 0s or all 9s are not originators and are left out, as are blank slots. A slot holding a CPF (11 digits or fewer) is a person: its row says cedente_kind cpf and cedente_cnpj is NULL, never the identifier. Slots exist from 2019-11. An unknown CNPJ gives an empty array. Exactly one of p_cnpj and p_cedente, else 22023; more than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored: which originators it buys from.
p_cedente: the originator''s CNPJ, 14 digits, punctuation ignored: which funds buy from it (a CPF is refused).
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows (by month, fund, block, slot), still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC
@default p_cnpj: null (send it or p_cedente)
@default p_cedente: null (send it or p_cnpj)
@default p_from: the first month held
@default p_to: the newest month held
@default p_limit: null (the whole window, refused above 1000 rows)';
