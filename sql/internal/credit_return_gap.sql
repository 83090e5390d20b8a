-- internal.credit_return_gap: why portfolio_credit_returns could not compound a
-- series' window, written once. A column holding it says
-- `@enum internal.credit_return_gap` in its COMMENT.
create domain internal.credit_return_gap as text
  check (value in ('not_filed', 'ambiguous_rows', 'price_not_filed', 'invalid_value', 'quantity_changed', 'income_not_filed', 'amortisation_not_filed'));

alter domain internal.credit_return_gap owner to api_owner;
comment on domain internal.credit_return_gap is 'Why portfolio_credit_returns has no holding return for a series'' window: what stops the compounding at its first month (NULL when the return is computed).';
