-- internal.fnet_fund_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fnet_fund_type` in its COMMENT.
create domain internal.fnet_fund_type as text
  check (value in ('fii', 'fidc', 'etf'));

alter domain internal.fnet_fund_type owner to api_owner;
comment on domain internal.fnet_fund_type is 'A fund type of the FNET search (tipoFundo 1 fii, 2 fidc, 3 etf).';
