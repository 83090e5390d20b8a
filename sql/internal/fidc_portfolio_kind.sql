-- internal.fidc_portfolio_kind: a value set the contract states, written once. The
-- p_kind check of fidc_portfolio (internal.one_of with internal.domain_values) and
-- api.catalog()'s enums read it; its kind column says `@enum internal.fidc_portfolio_kind`.
create domain internal.fidc_portfolio_kind as text
  check (value in ('sector', 'scr_debtor', 'scr_operation', 'tax_debt', 'guarantees'));

alter domain internal.fidc_portfolio_kind owner to api_owner;
comment on domain internal.fidc_portfolio_kind is 'A row kind of fidc_portfolio: sector (tab II), scr_debtor and scr_operation (tab X SCR grades), tax_debt (tab X), guarantees (tab X_7).';
