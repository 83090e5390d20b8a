-- internal.distribution_status: whether class_return_distribution could set out a class's returns.
create domain internal.distribution_status as text
  check (value in ('evaluated', 'nao_avaliado'));

alter domain internal.distribution_status owner to api_owner;
comment on domain internal.distribution_status is 'evaluated (at least min_funds funds with a return over the window of a complete month) or nao_avaliado (the reason says why).';
