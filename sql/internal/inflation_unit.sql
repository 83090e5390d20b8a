-- internal.inflation_unit: a value set the contract states, written once: what an
-- api.inflation value measures (its unit column).
create domain internal.inflation_unit as text
  check (value in ('pct_month', 'pct_12m', 'pct_items'));

alter domain internal.inflation_unit owner to api_owner;
comment on domain internal.inflation_unit is 'What an inflation value measures: pct_month (change over the month, percent), pct_12m (change over 12 months, percent), pct_items (percent of the items that rose in the month).';
