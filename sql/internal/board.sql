-- internal.board: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.board` in its COMMENT.
create domain internal.board as text
  check (value in ('cash', 'odd_lot'));

alter domain internal.board owner to api_owner;
comment on domain internal.board is 'A board of the quote tape: cash (standard lot, TPMERC 010) and odd_lot (TPMERC 020).';
