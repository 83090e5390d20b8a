-- The central bank SGS series this store knows: the label callers use, the code
-- SGS publishes under, and what a value means. A series outside it cannot land.
create table bcb.sgs_series (
  code integer primary key check (code > 0),
  label text not null unique check (label ~ '^[A-Z][A-Z0-9_]*$'),
  name text not null,
  unit text not null,
  frequency text not null check (frequency in ('daily', 'monthly'))
);
alter table bcb.sgs_series owner to ingest_writer;
grant select on bcb.sgs_series to api_owner;
comment on table bcb.sgs_series is 'SGS series known to the store (label, SGS code, name, unit, frequency); macro_series accepts a label or a code from it.';
insert into bcb.sgs_series (code, label, name, unit, frequency) values
  (432, 'SELIC_META', 'Meta da taxa Selic definida pelo Copom', '% a.a.', 'daily'),
  (11, 'SELIC_DIARIA', 'Taxa de juros Selic (over)', '% a.d.', 'daily'),
  (12, 'CDI', 'Taxa de juros CDI (over)', '% a.d.', 'daily'),
  (189, 'IGPM', 'IGP-M, variação mensal', '% a.m.', 'monthly'),
  (188, 'INPC', 'INPC, variação mensal', '% a.m.', 'monthly'),
  (25, 'POUPANCA', 'Depósitos de poupança (a partir de 04.05.2012), rendimento no período', '% a.m.', 'daily'),
  (1, 'USDBRL', 'Taxa de câmbio livre, dólar americano (venda), diário', 'BRL per 1 USD', 'daily'),
  (21619, 'EURBRL', 'Taxa de câmbio, euro (venda), diário', 'BRL per 1 EUR', 'daily'),
  (4380, 'PIB', 'PIB mensal, valores correntes', 'BRL million', 'monthly'),
  (433, 'IPCA', 'IPCA, variação mensal', '% a.m.', 'monthly');
