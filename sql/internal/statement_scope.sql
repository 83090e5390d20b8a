-- internal.statement_scope: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.statement_scope` in its COMMENT.
create domain internal.statement_scope as text
  check (value in ('con', 'ind'));

alter domain internal.statement_scope owner to api_owner;
comment on domain internal.statement_scope is 'The scope of a listed company''s statement: con (consolidated, the group) or ind (individual, the parent company alone).';
