-- internal.cedente_id_kind: what an originator slot of FIDC tab I holds, written
-- once; fidc_cedentes' cedente_kind column says `@enum internal.cedente_id_kind`.
create domain internal.cedente_id_kind as text
  check (value in ('cnpj', 'cpf', 'other'));

alter domain internal.cedente_id_kind owner to api_owner;
comment on domain internal.cedente_id_kind is 'What an originator slot holds: cnpj (12 to 14 digits, a company), cpf (11 digits or fewer, taken as a person''s CPF and never served), other (no digit pattern of either).';
