-- internal.statement_presentation: a value set the contract states, written once.
-- A column holding it says `@enum internal.statement_presentation` in its COMMENT.
create domain internal.statement_presentation as text
  check (value in ('ÚLTIMO', 'PENÚLTIMO'));

alter domain internal.statement_presentation owner to api_owner;
comment on domain internal.statement_presentation is 'CVM''s ORDEM_EXERC of a statement line: ÚLTIMO (the period a filing is about, as that filing states it) or PENÚLTIMO (the prior period re-presented as a comparative in a later filing).';
