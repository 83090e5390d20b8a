-- The registry search_funds reads: one row per CNPJ, from the newest registry
-- that has it (registro_classe, then registro_fundo, then cad_fi).
create table cvm.fund_registry (
  cnpj text primary key check (cnpj ~ '^[0-9]{14}$'),
  entity_type text check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro')),
  cvm_type text,
  fund_name text not null,
  status text,
  fund_class text,
  origin text not null check (origin in ('registro_classe', 'registro_fundo', 'cad_fi')),
  search_name text generated always as (cvm.fold_name(fund_name)) stored
);
create index fund_registry_search_name on cvm.fund_registry using gin (search_name extensions.gin_trgm_ops);
-- portfolio_resolve's nearest names: a GiST index serves ORDER BY distance (<->), which the GIN one cannot
create index fund_registry_search_name_knn on cvm.fund_registry using gist (search_name extensions.gist_trgm_ops);
create index fund_registry_cnpj_prefix on cvm.fund_registry (cnpj text_pattern_ops);
comment on table cvm.fund_registry is 'Derived: one row per fund or class CNPJ from the registries (registro_classe over registro_fundo over cad_fi), with the served family (cvm.entity_type_of; NULL = not served) and the folded name the trigram index searches. Refreshed by the registry loaders.';
alter table cvm.fund_registry owner to ingest_writer;
grant select on cvm.fund_registry to api_owner;
