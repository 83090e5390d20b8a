-- internal.option_side: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.option_side` in its COMMENT.
create domain internal.option_side as text
  check (value in ('call', 'put'));

alter domain internal.option_side owner to api_owner;
comment on domain internal.option_side is 'The side of an option.';
