-- internal.holdings_kind: a value set the contract states, written once. The
-- p_kind check of fund_holdings (internal.one_of with internal.domain_values) and
-- api.catalog()'s enums read it; its kind column says `@enum internal.holdings_kind`.
create domain internal.holdings_kind as text
  check (value in ('equity', 'fund'));

alter domain internal.holdings_kind owner to api_owner;
comment on domain internal.holdings_kind is 'What fund_holdings serves: equity (CDA block 4, coded listed securities) or fund (CDA block 2, quotas of other funds).';
