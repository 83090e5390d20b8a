-- internal.statement_period: a value set the contract states, written once. A
-- column holding it says `@enum internal.statement_period` in its COMMENT.
create domain internal.statement_period as text
  check (value in ('year', 'quarter', 'year_to_date'));

alter domain internal.statement_period owner to api_owner;
comment on domain internal.statement_period is 'The span of a statement line''s period (DT_INI_EXERC to DT_FIM_EXERC): year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far, six or nine months). A fourth quarter is never derived.';
