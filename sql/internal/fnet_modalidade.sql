-- internal.fnet_modalidade: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fnet_modalidade` in its COMMENT.
create domain internal.fnet_modalidade as text
  check (value in ('re', 'rc'));

alter domain internal.fnet_modalidade owner to api_owner;
comment on domain internal.fnet_modalidade is 'A kind of FNET re-filing (modalidade, any case): re voluntary (Reapresentação Espontânea), rc required by the securities regulator (Reapresentação por Exigência).';
