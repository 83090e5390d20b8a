-- api.fidc_aging: one FIDC's receivables aging ladder from tab VI, long format, 21 rows a month.
drop function if exists api.fidc_aging(text, date, date);
drop type if exists api.fidc_aging_row;

create type api.fidc_aging_row as (
  cnpj text,
  period date,
  kind text,
  bucket text,
  days_from integer,
  days_to integer,
  value numeric,
  item text
);
alter type api.fidc_aging_row owner to api_owner;
comment on type api.fidc_aging_row is 'One band of one FIDC''s aging ladder in one month (tab VI: receivables acquired without substantial retention of risk).';
comment on column api.fidc_aging_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_aging_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_aging_row.kind is 'to_maturity (credits not yet due, by days to maturity), overdue (overdue instalments by days past due), or overdue_total (the FILED total of overdue instalments, not the band sum).
@enum internal.aging_kind';
comment on column api.fidc_aging_row.bucket is 'Band: 1-30, 31-60, 61-90, 91-120, 121-150, 151-180, 181-360, 361-720, 721-1080, >1080; TOTAL on overdue_total.';
comment on column api.fidc_aging_row.days_from is 'First day of the band; NULL on overdue_total.';
comment on column api.fidc_aging_row.days_to is 'Last day of the band; NULL on >1080 and on overdue_total.';
comment on column api.fidc_aging_row.value is 'BRL as filed; NULL where the filing is blank (never 0).';
comment on column api.fidc_aging_row.item is 'The tab VI column the value comes from, e.g. TAB_VI_B3_VL_INAD_90.';

create function api.fidc_aging(p_cnpj text, p_from date default null, p_to date default null)
returns setof api.fidc_aging_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_aging');
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'fidc_aging', 'Send p_from on or before p_to, or leave either null for an open end.');

  select count(*) * 21 into v_rows
  from (
    select 1 from cvm.fidc_tab_vi t
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    limit 49
  ) w;
  perform internal.assert_row_cap(v_rows, 'fidc_aging',
    'Narrow p_from/p_to: 21 rows a month, so a window of up to 47 months fits in one response.');

  return query
    select t.cnpj, t.reference_date, b.kind, b.bucket, b.days_from, b.days_to, b.value, b.item
    from cvm.fidc_tab_vi t
    cross join lateral (
      values
        (1, 'to_maturity', '1-30', 1, 30, t.tab_vi_a1_vl_prazo_venc_30, 'TAB_VI_A1_VL_PRAZO_VENC_30'),
        (2, 'to_maturity', '31-60', 31, 60, t.tab_vi_a2_vl_prazo_venc_60, 'TAB_VI_A2_VL_PRAZO_VENC_60'),
        (3, 'to_maturity', '61-90', 61, 90, t.tab_vi_a3_vl_prazo_venc_90, 'TAB_VI_A3_VL_PRAZO_VENC_90'),
        (4, 'to_maturity', '91-120', 91, 120, t.tab_vi_a4_vl_prazo_venc_120, 'TAB_VI_A4_VL_PRAZO_VENC_120'),
        (5, 'to_maturity', '121-150', 121, 150, t.tab_vi_a5_vl_prazo_venc_150, 'TAB_VI_A5_VL_PRAZO_VENC_150'),
        (6, 'to_maturity', '151-180', 151, 180, t.tab_vi_a6_vl_prazo_venc_180, 'TAB_VI_A6_VL_PRAZO_VENC_180'),
        (7, 'to_maturity', '181-360', 181, 360, t.tab_vi_a7_vl_prazo_venc_360, 'TAB_VI_A7_VL_PRAZO_VENC_360'),
        (8, 'to_maturity', '361-720', 361, 720, t.tab_vi_a8_vl_prazo_venc_720, 'TAB_VI_A8_VL_PRAZO_VENC_720'),
        (9, 'to_maturity', '721-1080', 721, 1080, t.tab_vi_a9_vl_prazo_venc_1080, 'TAB_VI_A9_VL_PRAZO_VENC_1080'),
        (10, 'to_maturity', '>1080', 1081, null, t.tab_vi_a10_vl_prazo_venc_maior_1080, 'TAB_VI_A10_VL_PRAZO_VENC_MAIOR_1080'),
        (11, 'overdue', '1-30', 1, 30, t.tab_vi_b1_vl_inad_30, 'TAB_VI_B1_VL_INAD_30'),
        (12, 'overdue', '31-60', 31, 60, t.tab_vi_b2_vl_inad_60, 'TAB_VI_B2_VL_INAD_60'),
        (13, 'overdue', '61-90', 61, 90, t.tab_vi_b3_vl_inad_90, 'TAB_VI_B3_VL_INAD_90'),
        (14, 'overdue', '91-120', 91, 120, t.tab_vi_b4_vl_inad_120, 'TAB_VI_B4_VL_INAD_120'),
        (15, 'overdue', '121-150', 121, 150, t.tab_vi_b5_vl_inad_150, 'TAB_VI_B5_VL_INAD_150'),
        (16, 'overdue', '151-180', 151, 180, t.tab_vi_b6_vl_inad_180, 'TAB_VI_B6_VL_INAD_180'),
        (17, 'overdue', '181-360', 181, 360, t.tab_vi_b7_vl_inad_360, 'TAB_VI_B7_VL_INAD_360'),
        (18, 'overdue', '361-720', 361, 720, t.tab_vi_b8_vl_inad_720, 'TAB_VI_B8_VL_INAD_720'),
        (19, 'overdue', '721-1080', 721, 1080, t.tab_vi_b9_vl_inad_1080, 'TAB_VI_B9_VL_INAD_1080'),
        (20, 'overdue', '>1080', 1081, null, t.tab_vi_b10_vl_inad_maior_1080, 'TAB_VI_B10_VL_INAD_MAIOR_1080'),
        (21, 'overdue_total', 'TOTAL', null, null, t.tab_vi_b_vl_dircred_inad, 'TAB_VI_B_VL_DIRCRED_INAD')
    ) as b(ord, kind, bucket, days_from, days_to, value, item)
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    order by t.reference_date, b.ord;
end;
$$;

alter function api.fidc_aging(text, date, date) owner to api_owner;
revoke all on function api.fidc_aging(text, date, date) from public;
grant execute on function api.fidc_aging(text, date, date) to anon, authenticated;

comment on function api.fidc_aging(text, date, date) is 'One FIDC''s receivables aging ladder from the monthly report''s tab VI, long format, oldest first, 21 rows a month.
kind to_maturity: credits not yet due in ten bands of days to maturity (1-30 up to >1080); kind overdue: overdue instalments in the same ten bands of days past due; kind overdue_total: the regulator''s FILED total of overdue instalments, which is not the sum of the bands and may disagree with it. Values are BRL as filed; a blank in the filing is NULL, never 0; item names the source column. Tab VI covers credits acquired WITHOUT substantial retention of risk by the originator (tab V is not served here). History from 2013-01 (yearly archives through 2024-12, monthly reports from 2025-01). An unknown CNPJ gives an empty array; more than 1000 rows (48 months or more) raises 22023.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
@tag FIDC';
