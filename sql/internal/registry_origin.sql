-- internal.registry_origin: the registry a fund's manager and administrator are read from.
create domain internal.registry_origin as text
  check (value in ('registro_fundo', 'cad_fi'));

alter domain internal.registry_origin owner to api_owner;
comment on domain internal.registry_origin is 'Where portfolio_fund_terms read a fund''s manager and administrator: registro_fundo (the CVM Resolution 175 register: the class''s fund, or the fund itself) or cad_fi (the legacy register).';
