-- internal.peer_reason_code: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.peer_reason_code` in its COMMENT.
create domain internal.peer_reason_code as text
  check (value in ('sem_extrato_comparavel', 'taxa_data_futura', 'taxa_defasada_comparacao', 'taxa_nao_utilizavel', 'pares_insuficientes'));

alter domain internal.peer_reason_code owner to api_owner;
comment on domain internal.peer_reason_code is 'Why portfolio_fee_peers did not compare a fund (Portuguese codes, as the upstream service words them).';
