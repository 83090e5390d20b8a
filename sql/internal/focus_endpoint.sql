-- internal.focus_endpoint: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.focus_endpoint` in its COMMENT.
create domain internal.focus_endpoint as text
  check (value in ('ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses'));

alter domain internal.focus_endpoint owner to api_owner;
comment on domain internal.focus_endpoint is 'An Olinda endpoint of the Focus market survey, by its published name.';
