-- internal.investor_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.investor_type` in its COMMENT.
create domain internal.investor_type as text
  check (value in ('Institucionais', 'Instituições Financeiras', 'Investidor Estrangeiro', 'Investidores Individuais', 'Outros'));

alter domain internal.investor_type owner to api_owner;
comment on domain internal.investor_type is 'An investor type as the exchange publishes it in the investor participation table.';
