-- internal.quote_lot: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.quote_lot` in its COMMENT.
create domain internal.quote_lot as text
  check (value in ('standard', 'odd'));

alter domain internal.quote_lot owner to api_owner;
comment on domain internal.quote_lot is 'The lot of a cash-tape row: standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021, which B3''s table does not document and whose rows carry odd-lot tickers).';
