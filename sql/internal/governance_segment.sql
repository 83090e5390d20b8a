-- internal.governance_segment: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.governance_segment` in its COMMENT.
create domain internal.governance_segment as text
  check (value in ('NM', 'N1', 'N2', 'MA', 'M2', 'MB'));

alter domain internal.governance_segment owner to api_owner;
comment on domain internal.governance_segment is 'The exchange''s listing segment as the tape''s ESPECI carries it (characters 9-10): NM Novo Mercado, N1 Level 1, N2 Level 2, MA Bovespa Mais, M2 Bovespa Mais Level 2, MB the organised over-the-counter market.';
