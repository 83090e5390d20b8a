-- api.fidc_sacados: one FIDC's 25 largest debtors per month from tab VIII, as filed.
drop function if exists api.fidc_sacados(text, date, date, integer);
drop type if exists api.fidc_sacados_row;

create type api.fidc_sacados_row as (
  cnpj text,
  period date,
  seq integer,
  valor numeric
);
alter type api.fidc_sacados_row owner to api_owner;
comment on type api.fidc_sacados_row is 'One of a FIDC''s largest debtors in one month (tab VIII), without identity.';
comment on column api.fidc_sacados_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_sacados_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_sacados_row.seq is 'SEQUENCIAL: the regulator''s rank as filed (1 = largest), never recomputed from valor.';
comment on column api.fidc_sacados_row.valor is 'VALOR: exposure to that debtor, BRL as filed; NULL where the filing is blank.';

create function api.fidc_sacados(p_cnpj text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_sacados_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_sacados');
  v_rows bigint;
begin
  if p_limit is not null and p_limit not between 1 and 1000 then
    raise exception using
      errcode = '22023',
      message = format('fidc_sacados: p_limit %s is outside 1..1000', p_limit),
      detail = 'p_limit asks for the newest N rows; a response holds at most 1000.',
      hint = 'Send p_limit between 1 and 1000, or null for the whole window.';
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_sacados', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_sacados',
      'Narrow p_from/p_to (up to 25 rows a month, so 40 months fit), or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.sequencial, n.valor
    from (
      select t.* from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      order by t.reference_date desc, t.sequencial desc
      limit p_limit
    ) n
    order by n.reference_date, n.sequencial;
end;
$$;

alter function api.fidc_sacados(text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_sacados(text, date, date, integer) from public;
grant execute on function api.fidc_sacados(text, date, date, integer) to anon, authenticated;

comment on function api.fidc_sacados(text, date, date, integer) is 'One FIDC''s 25 largest debtors per month from the monthly report''s tab VIII, as filed, oldest first.
(seq, valor) with no identity: CVM publishes neither the debtor''s name nor its tax id. seq is the regulator''s rank as filed and is never recomputed from valor; a fund that files fewer than 25 ranks has fewer rows. History from 2013-01. An unknown CNPJ gives an empty array. More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit for the newest N rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows (by month, then rank), still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC';
