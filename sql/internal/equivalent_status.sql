-- internal.equivalent_status: what portfolio_equivalents found for a class.
create domain internal.equivalent_status as text
  check (value in ('encontrado', 'sem_par', 'sem_etf', 'sem_pl'));

alter domain internal.equivalent_status owner to api_owner;
comment on domain internal.equivalent_status is 'encontrado (active ETFs on an index mapped to the class, at least one with a net asset value), sem_par (no index is mapped to the class), sem_etf (no active ETF tracks a mapped index), sem_pl (active ETFs, none with a net asset value by p_as_of).';
