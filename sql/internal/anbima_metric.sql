-- internal.anbima_metric: the figures the ANBIMA bulletin's pages 4, 5, 8, 9,
-- 11 and 13 publish, one name each; the unit is the name's suffix.
create domain internal.anbima_metric as text
  check (value in ('pl_brl_mm', 'captacao_liquida_brl_mm', 'captacao_liquida_ytd_brl_mm', 'captacao_liquida_12m_brl_mm', 'rentabilidade_pct', 'rentabilidade_ytd_pct', 'rentabilidade_12m_pct', 'fund_count'));

alter domain internal.anbima_metric owner to api_owner;
comment on domain internal.anbima_metric is 'An ANBIMA bulletin figure: pl_brl_mm (net assets, R$ millions), captacao_liquida_brl_mm (net flow in the month), captacao_liquida_ytd_brl_mm (net flow, year to date), captacao_liquida_12m_brl_mm (net flow, 12 months), rentabilidade_pct (return in the month, percent), rentabilidade_ytd_pct, rentabilidade_12m_pct, fund_count (number of funds).';
