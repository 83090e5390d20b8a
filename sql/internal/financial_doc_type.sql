-- internal.financial_doc_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.financial_doc_type` in its COMMENT.
create domain internal.financial_doc_type as text
  check (value in ('dfp', 'itr'));

alter domain internal.financial_doc_type owner to api_owner;
comment on domain internal.financial_doc_type is 'A listed company''s filing type: dfp (the yearly standardised financial statements, Demonstrações Financeiras Padronizadas) or itr (the quarterly information, Informações Trimestrais, filed for the first three quarters of a fiscal year).';
