-- internal.lookup_match: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_match` in its COMMENT.
create domain internal.lookup_match as text
  check (value in ('ticker', 'isin', 'cnpj', 'cd_cvm', 'name'));

alter domain internal.lookup_match owner to api_owner;
comment on domain internal.lookup_match is 'Which key of a lookup row the query matched: a ticker, an ISIN, a CNPJ or a CVM code exactly, or the name (every word, accents and case ignored).';
