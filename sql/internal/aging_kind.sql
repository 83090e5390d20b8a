-- internal.aging_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.aging_kind` in its COMMENT.
create domain internal.aging_kind as text
  check (value in ('to_maturity', 'overdue', 'overdue_total'));

alter domain internal.aging_kind owner to api_owner;
comment on domain internal.aging_kind is 'A row kind of the FIDC aging ladder (tab VI).';
