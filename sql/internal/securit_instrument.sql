-- internal.securit_instrument: a value set the contract states, written once. A
-- column holding it says `@enum internal.securit_instrument` in its COMMENT.
create domain internal.securit_instrument as text
  check (value in ('cri', 'cra'));

alter domain internal.securit_instrument owner to api_owner;
comment on domain internal.securit_instrument is 'Which securitisation report a series comes from: cri (real-estate receivables certificate) or cra (agribusiness receivables certificate).';
