-- internal.fund_metric: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fund_metric` in its COMMENT.
create domain internal.fund_metric as text
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets'));

alter domain internal.fund_metric owner to api_owner;
comment on domain internal.fund_metric is 'A metric of the monthly fund series (a fund_nav column).';
