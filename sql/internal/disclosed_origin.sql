-- internal.disclosed_origin: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.disclosed_origin` in its COMMENT.
create domain internal.disclosed_origin as text
  check (value in ('extrato', 'lamina', 'cad_fi'));

alter domain internal.disclosed_origin owner to api_owner;
comment on domain internal.disclosed_origin is 'The filing a disclosed fee came from.';
