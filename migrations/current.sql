-- Screens: zombie_growth (FIDC), evergreen_aging (FIDC), captive_vehicles (FII)
create index fidc_tab_vi_longtail on cvm.fidc_tab_vi (reference_date) include (cnpj, tab_vi_b_vl_dircred_inad, tab_vi_b10_vl_inad_maior_1080)
  where tab_vi_b_vl_dircred_inad > 100000;
comment on index cvm.fidc_tab_vi_longtail is 'screen_evergreen_aging: the > 1080-day band and the filed overdue total of the months with more than R$100,000 overdue, by month, read without the table.';
--!include functions/screen_zombie_growth.sql
--!include functions/screen_evergreen_aging.sql
--!include functions/screen_captive_vehicles.sql
