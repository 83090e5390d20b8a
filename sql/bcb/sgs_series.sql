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
  (433, 'IPCA', 'IPCA, variação mensal', '% a.m.', 'monthly'),
  -- the inflation family (api.inflation; bcb.inflation_series says family and unit)
  (13522, 'IPCA_12M', 'IPCA, variação acumulada em 12 meses', '% em 12 meses', 'monthly'),
  (7478, 'IPCA15', 'IPCA-15, variação mensal', '% a.m.', 'monthly'),
  (4466, 'IPCA_CORE_MS', 'IPCA, núcleo de médias aparadas com suavização', '% a.m.', 'monthly'),
  (11426, 'IPCA_CORE_MA', 'IPCA, núcleo de médias aparadas sem suavização', '% a.m.', 'monthly'),
  (11427, 'IPCA_CORE_EX0', 'IPCA, núcleo por exclusão EX0 (sem monitorados e alimentos no domicílio)', '% a.m.', 'monthly'),
  (16121, 'IPCA_CORE_EX2', 'IPCA, núcleo por exclusão EX2', '% a.m.', 'monthly'),
  (16122, 'IPCA_CORE_DP', 'IPCA, núcleo de dupla ponderação', '% a.m.', 'monthly'),
  (4449, 'IPCA_MONITORADOS', 'IPCA, preços monitorados, total', '% a.m.', 'monthly'),
  (11428, 'IPCA_LIVRES', 'IPCA, itens livres', '% a.m.', 'monthly'),
  (4447, 'IPCA_COMERCIALIZAVEIS', 'IPCA, comercializáveis', '% a.m.', 'monthly'),
  (4448, 'IPCA_NAO_COMERCIALIZAVEIS', 'IPCA, não comercializáveis', '% a.m.', 'monthly'),
  (10841, 'IPCA_NAO_DURAVEIS', 'IPCA, bens não duráveis', '% a.m.', 'monthly'),
  (10842, 'IPCA_SEMI_DURAVEIS', 'IPCA, bens semiduráveis', '% a.m.', 'monthly'),
  (10843, 'IPCA_DURAVEIS', 'IPCA, bens duráveis', '% a.m.', 'monthly'),
  (10844, 'IPCA_SERVICOS', 'IPCA, serviços', '% a.m.', 'monthly'),
  (21379, 'IPCA_DIFUSAO', 'IPCA, índice de difusão', '% dos itens', 'monthly'),
  (1635, 'IPCA_G_ALIMENTACAO', 'IPCA, alimentação e bebidas', '% a.m.', 'monthly'),
  (1636, 'IPCA_G_HABITACAO', 'IPCA, habitação', '% a.m.', 'monthly'),
  (1637, 'IPCA_G_ARTIGOS_RESIDENCIA', 'IPCA, artigos de residência', '% a.m.', 'monthly'),
  (1638, 'IPCA_G_VESTUARIO', 'IPCA, vestuário', '% a.m.', 'monthly'),
  (1639, 'IPCA_G_TRANSPORTES', 'IPCA, transportes', '% a.m.', 'monthly'),
  (1640, 'IPCA_G_COMUNICACAO', 'IPCA, comunicação', '% a.m.', 'monthly'),
  (1641, 'IPCA_G_SAUDE', 'IPCA, saúde e cuidados pessoais', '% a.m.', 'monthly'),
  (1642, 'IPCA_G_DESPESAS_PESSOAIS', 'IPCA, despesas pessoais', '% a.m.', 'monthly'),
  (1643, 'IPCA_G_EDUCACAO', 'IPCA, educação', '% a.m.', 'monthly');
