-- Currencies PTAX is published for, with the unit the rates are quoted in.
create table bcb.currency (
  symbol text primary key check (symbol ~ '^[A-Z]{3}$'),
  name text not null,
  parity_type text check (parity_type in ('A', 'B')),
  unit text not null
);
alter table bcb.currency owner to ingest_writer;
grant select on bcb.currency to api_owner;
comment on table bcb.currency is 'Currencies of the PTAX service (Olinda Moedas): symbol, name, parity type (A: units per USD, B: USD per unit) and the unit PTAX rates are quoted in (BRL per one unit).';
insert into bcb.currency (symbol, name, parity_type, unit) values
  ('USD', 'Dólar dos Estados Unidos', 'A', 'BRL per 1 USD'),
  ('EUR', 'Euro', 'B', 'BRL per 1 EUR'),
  ('GBP', 'Libra Esterlina', 'B', 'BRL per 1 GBP'),
  ('JPY', 'Iene', 'A', 'BRL per 1 JPY'),
  ('CHF', 'Franco Suíço', 'A', 'BRL per 1 CHF'),
  ('CAD', 'Dólar Canadense', 'A', 'BRL per 1 CAD'),
  ('AUD', 'Dólar Australiano', 'B', 'BRL per 1 AUD'),
  ('DKK', 'Coroa Dinamarquesa', 'A', 'BRL per 1 DKK'),
  ('NOK', 'Coroa Norueguesa', 'A', 'BRL per 1 NOK'),
  ('SEK', 'Coroa Sueca', 'A', 'BRL per 1 SEK'),
  ('ARS', 'Peso Argentino', 'A', 'BRL per 1 ARS');
