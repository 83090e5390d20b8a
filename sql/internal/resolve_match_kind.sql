-- internal.resolve_match_kind: a value set the contract states, written once. The
-- match_kind column of portfolio_resolve says `@enum internal.resolve_match_kind`.
create domain internal.resolve_match_kind as text
  check (value in ('cnpj', 'etf_ticker', 'exact_current', 'exact_history', 'similarity'));

alter domain internal.resolve_match_kind owner to api_owner;
comment on domain internal.resolve_match_kind is 'How portfolio_resolve found a candidate: cnpj (the CNPJ sent is in the registry), etf_ticker (the name is an ETF''s exchange ticker), exact_current (the registry''s current name), exact_history (a name the fund filed before: the legacy register or a holdings filing), similarity (trigram similarity of the names, at least 0.25).';
