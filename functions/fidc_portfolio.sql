-- api.fidc_portfolio: one FIDC's book long, from the monthly report's tabs II
-- (sectors), X (SCR grades, tax debt) and X_7 (guarantees), as filed. The long
-- shape is cvm.fidc_portfolio_item; this function checks and pages it.
drop function if exists api.fidc_portfolio(text, text, date, date, integer);
drop type if exists api.fidc_portfolio_row;

create type api.fidc_portfolio_row as (
  cnpj text,
  period date,
  fund_type text,
  kind text,
  code text,
  parent text,
  item text,
  value numeric,
  pct numeric,
  pct_above_100 boolean
);
alter type api.fidc_portfolio_row owner to api_owner;
comment on type api.fidc_portfolio_row is 'One item of one FIDC''s book in one month: a sector, an SCR grade, the tax debt or the guarantees.';
comment on column api.fidc_portfolio_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_portfolio_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_portfolio_row.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe): a CNPJ that filed the month under both has both, each as filed; NULL in older files without the column.';
comment on column api.fidc_portfolio_row.kind is 'sector (tab II), scr_debtor or scr_operation (tab X: one book graded by debtor and by operation), tax_debt (tab X), guarantees (tab X_7).
@enum internal.fidc_portfolio_kind';
comment on column api.fidc_portfolio_row.code is 'sector: TOTAL, a lettered sector A..K or a numbered member (C1..C3, D1..D4, F1..F8, H1, H2, I1..I4); scr_*: the grade AA, A..H; tax_debt and guarantees: TOTAL.';
comment on column api.fidc_portfolio_row.parent is 'The lettered sector a numbered sector code belongs to (sum leaves or parents, never both); NULL at the top and on every other kind.';
comment on column api.fidc_portfolio_row.item is 'The published column the value comes from, e.g. TAB_II_F2_VL_CRED_PESSOA_CONSIG.';
comment on column api.fidc_portfolio_row.value is 'BRL as filed (a negative value is kept); NULL where the filing is blank, never 0.';
comment on column api.fidc_portfolio_row.pct is 'guarantees only: the guarantees as a percent of the receivables, as filed (TAB_X_PR_GARANTIA_DIRCRED, may exceed 100); NULL on other kinds and when blank.';
comment on column api.fidc_portfolio_row.pct_above_100 is 'true when pct is above 100 (kept as filed, flagged here); NULL when pct is NULL.';

create function api.fidc_portfolio(p_cnpj text, p_kind text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_portfolio_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_portfolio');
  v_kind text := internal.one_of('fidc_portfolio', 'p_kind', p_kind, internal.domain_values('internal.fidc_portfolio_kind'),
    'p_kind picks one part of the book: sector (tab II), scr_debtor, scr_operation, tax_debt (tab X) or guarantees (tab X_7).',
    'Send p_kind as one of sector, scr_debtor, scr_operation, tax_debt, guarantees, or null for all.');
  v_rows bigint;
begin
  if p_limit is not null then
    perform internal.assert_in_range('fidc_portfolio', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_portfolio', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_portfolio_item i
      where i.cnpj = v_cnpj and (v_kind is null or i.kind = v_kind)
        and i.reference_date >= coalesce(p_from, '-infinity') and i.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_portfolio',
      'Send p_kind (sector is 33 rows a month, each scr ladder 9), narrow p_from/p_to, or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.fund_type, n.kind, n.code, n.parent, n.item, n.value, n.pct, n.pct > 100
    from (
      select i.* from cvm.fidc_portfolio_item i
      where i.cnpj = v_cnpj and (v_kind is null or i.kind = v_kind)
        and i.reference_date >= coalesce(p_from, '-infinity') and i.reference_date <= coalesce(p_to, 'infinity')
      order by i.reference_date desc, i.fund_type desc nulls first, i.kind_ord desc, i.ord desc
      limit p_limit
    ) n
    order by n.reference_date, n.fund_type nulls last, n.kind_ord, n.ord;
end;
$$;

alter function api.fidc_portfolio(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_portfolio(text, text, date, date, integer) from public;
grant execute on function api.fidc_portfolio(text, text, date, date, integer) to anon, authenticated;

comment on function api.fidc_portfolio(text, text, date, date, integer) is 'One FIDC''s book from the monthly report, long, as filed, oldest first: sectors (tab II), SCR risk grades by debtor and by operation and the tax debt (tab X), guarantees (tab X_7).
kind sector is a hierarchy (TOTAL, the sectors A..K and their numbered members with parent): sum leaves or parents, never both. scr_debtor and scr_operation are one book graded two ways (AA..H), not two books. guarantees carry value and the filed percent pct (above 100 kept and flagged by pct_above_100). Values are BRL as filed: a blank is NULL, never 0, and a negative value is kept. A month without the tab has no rows of its kinds (tab X from 2023-10: no scr rows before, not zero-graded ones). A CNPJ that filed one month both as Fundo and as Classe has both, told apart by fund_type. Ordered by month, fund_type, kind, then the form''s order. An unknown CNPJ gives an empty array; an unknown p_kind or more than 1000 rows raises 22023.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored.
p_kind: sector, scr_debtor, scr_operation, tax_debt or guarantees; null = every kind.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC
@default p_kind: every kind
@default p_from: the first month held
@default p_to: the newest month held
@default p_limit: null (the whole window, refused above 1000 rows)';
