-- internal.cnpj_basis: a value set the contract states, written once. A column
-- holding it says `@enum internal.cnpj_basis` in its COMMENT.
create domain internal.cnpj_basis as text
  check (value in ('fca_ticker', 'fca_issuer_stem'));

alter domain internal.cnpj_basis owner to api_owner;
comment on domain internal.cnpj_basis is 'How research_universe matched a ticker to its company (NULL: not matched): fca_ticker, the registration forms'' (FCA) map lists the ticker for exactly one company on its last session; fca_issuer_stem, it does not, but lists tickers of the same 4-letter root for exactly one company then.';
