-- internal.match_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.match_kind` in its COMMENT.
create domain internal.match_kind as text
  check (value in ('securit_registry', 'cda_ticker'));

alter domain internal.match_kind owner to api_owner;
comment on domain internal.match_kind is 'How portfolio_instruments resolved a code (NULL: no match).';
