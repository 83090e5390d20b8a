-- Markets: corporate events (stock and cash events of the listed-companies service), quote_history p_fields with close_adj and close_total_return (NULL with a stated reason where an event is not held), cash_events, index_portfolio; panel gains close_adj and close_return; catalog examples, metrics and the Company events tag
--!include sql/b3/corporate_answer.sql
--!include sql/b3/listed_company.sql
--!include sql/b3/stock_event.sql
--!include sql/b3/cash_dividend.sql
--!include sql/b3/company_cash_dividend.sql
--!include sql/b3/index_portfolio.sql
--!include sql/internal/quote_field.sql
--!include sql/internal/adjustment_null_reason.sql
--!include sql/internal/share_type.sql
--!include sql/b3/stock_adjustment.sql
--!include sql/b3/cash_adjustment.sql
--!include sql/b3/quote_adjusted.sql
--!include functions/quote_history.sql
--!include functions/cash_events.sql
--!include functions/index_portfolio.sql
alter domain internal.panel_metric_name drop constraint panel_metric_name_check;
alter domain internal.panel_metric_name add constraint panel_metric_name_check
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets', 'open', 'high', 'low', 'close', 'volume', 'trades', 'quantity', 'close_adj', 'close_return'));
--!include sql/internal/panel_metric.sql
--!include functions/panel.sql
--!include sql/internal/catalog_part_examples.sql
--!include sql/internal/catalog_part_metrics.sql
--!include sql/internal/catalog_part_tags.sql
