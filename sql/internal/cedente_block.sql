-- internal.cedente_block: the receivable blocks of the FIDC report's tab I, written
-- once; fidc_cedentes' block column says `@enum internal.cedente_block`.
create domain internal.cedente_block as text
  check (value in ('A', 'B'));

alter domain internal.cedente_block owner to api_owner;
comment on domain internal.cedente_block is 'A receivable block of FIDC tab I: A acquired with substantial retention of risks and benefits by the originator, B without.';
