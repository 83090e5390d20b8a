-- internal.fundo_cotas: the Extrato's FUNDO_COTAS flag (a fund of funds or not), as filed.
create domain internal.fundo_cotas as text
  check (value in ('S', 'N'));

alter domain internal.fundo_cotas owner to api_owner;
comment on domain internal.fundo_cotas is 'FUNDO_COTAS as the CVM Extrato files it: S (a fund of funds, FIC) or N.';
