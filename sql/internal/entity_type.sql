-- internal.entity_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.entity_type` in its COMMENT.
create domain internal.entity_type as text
  check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));

alter domain internal.entity_type owner to api_owner;
comment on domain internal.entity_type is 'A fund family served: fi (investment funds, daily report), fidc (receivables funds), fii (real-estate funds), fip (private-equity funds, periodic report), fiagro (agribusiness funds, monthly report from 2025-05).';
