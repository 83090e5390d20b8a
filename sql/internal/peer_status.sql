-- internal.peer_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.peer_status` in its COMMENT.
create domain internal.peer_status as text
  check (value in ('compared', 'not_compared'));

alter domain internal.peer_status owner to api_owner;
comment on domain internal.peer_status is 'Whether portfolio_fee_peers compared a fund with its peers.';
