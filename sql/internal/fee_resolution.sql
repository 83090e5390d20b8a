-- internal.fee_resolution: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fee_resolution` in its COMMENT.
create domain internal.fee_resolution as text
  check (value in ('extrato', 'extrato_lamina_beside', 'extrato_to_check', 'lamina_newer', 'lamina', 'cad_fi'));

alter domain internal.fee_resolution owner to api_owner;
comment on domain internal.fee_resolution is 'How portfolio_fees chose the disclosed fee''s source.';
