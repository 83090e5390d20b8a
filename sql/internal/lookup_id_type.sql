-- internal.lookup_id_type: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_id_type` in its COMMENT.
create domain internal.lookup_id_type as text
  check (value in ('ticker', 'cnpj'));

alter domain internal.lookup_id_type owner to api_owner;
comment on domain internal.lookup_id_type is 'What a lookup row''s id is: a ticker (quote_history, panel, company endpoints through the FCA map) or a 14-digit CNPJ (a fund''s, or a listed company''s).';
