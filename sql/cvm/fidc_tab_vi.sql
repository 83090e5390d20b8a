create table cvm.fidc_tab_vi (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_vi_b_vl_dircred_inad numeric,
  ingest_id bigint not null,
  tab_vi_a1_vl_prazo_venc_30 numeric,
  tab_vi_a2_vl_prazo_venc_60 numeric,
  tab_vi_a3_vl_prazo_venc_90 numeric,
  tab_vi_a4_vl_prazo_venc_120 numeric,
  tab_vi_a5_vl_prazo_venc_150 numeric,
  tab_vi_a6_vl_prazo_venc_180 numeric,
  tab_vi_a7_vl_prazo_venc_360 numeric,
  tab_vi_a8_vl_prazo_venc_720 numeric,
  tab_vi_a9_vl_prazo_venc_1080 numeric,
  tab_vi_a10_vl_prazo_venc_maior_1080 numeric,
  tab_vi_b1_vl_inad_30 numeric,
  tab_vi_b2_vl_inad_60 numeric,
  tab_vi_b3_vl_inad_90 numeric,
  tab_vi_b4_vl_inad_120 numeric,
  tab_vi_b5_vl_inad_150 numeric,
  tab_vi_b6_vl_inad_180 numeric,
  tab_vi_b7_vl_inad_360 numeric,
  tab_vi_b8_vl_inad_720 numeric,
  tab_vi_b9_vl_inad_1080 numeric,
  tab_vi_b10_vl_inad_maior_1080 numeric,
  -- the long tail's share, divided once when the row is written instead of per screen call
  longtail_share numeric generated always as (
    case when tab_vi_b_vl_dircred_inad > 0 then tab_vi_b10_vl_inad_maior_1080 / tab_vi_b_vl_dircred_inad * 100 end) stored,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_vi owner to ingest_writer;
-- screen_evergreen_aging (the screen's fixed R$100k floor): the months above its long-tail threshold pick
-- the funds, then only those funds' months are read
create index fidc_tab_vi_longtail_high on cvm.fidc_tab_vi (longtail_share, reference_date) include (cnpj)
  where tab_vi_b_vl_dircred_inad > 100000;
comment on index cvm.fidc_tab_vi_longtail_high is 'screen_evergreen_aging: the material months (more than R$100,000 overdue) by long-tail share, so the months above the threshold pick the funds without reading the others.';
create index fidc_tab_vi_longtail on cvm.fidc_tab_vi (cnpj, reference_date) include (longtail_share)
  where tab_vi_b_vl_dircred_inad > 100000 and longtail_share is not null;
comment on index cvm.fidc_tab_vi_longtail is 'screen_evergreen_aging: a picked fund''s material months with their long-tail share, read without the table.';
grant select on cvm.fidc_tab_vi to api_owner;
comment on table cvm.fidc_tab_vi is 'FIDC monthly report tab VI (receivables acquired without substantial transfer of risk): the filed total of overdue instalments TAB_VI_B_VL_DIRCRED_INAD (BRL), the other term of the fidc delinquency of cvm.fund_month. Since the aging ladder (fidc_aging), also the ten to-maturity bands TAB_VI_A1..A10 and the ten overdue bands TAB_VI_B1..B10 as filed; the filed total is kept apart from the band sum.';
comment on column cvm.fidc_tab_vi.longtail_share is 'Generated: TAB_VI_B10_VL_INAD_MAIOR_1080 / TAB_VI_B_VL_DIRCRED_INAD * 100, the share (percent) of the filed overdue total more than 1080 days late; NULL when the total is not positive or the band is not filed.';
comment on column cvm.fidc_tab_vi.tab_vi_b_vl_dircred_inad is 'TAB_VI_B_VL_DIRCRED_INAD: the FILED total of overdue instalments (BRL); it may differ from the sum of the B1..B10 bands.';
