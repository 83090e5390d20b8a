-- internal.flow_basis: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.flow_basis` in its COMMENT.
create domain internal.flow_basis as text
  check (value in ('delta', 'month_open', 'unknown_opening_snapshot', 'missing_previous_snapshot'));

alter domain internal.flow_basis owner to api_owner;
comment on domain internal.flow_basis is 'How a row of investor_flow was computed (catalog flow_basis says what each means).';
