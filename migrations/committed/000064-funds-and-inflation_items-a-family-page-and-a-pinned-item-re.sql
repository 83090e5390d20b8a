--! Previous: sha1:02c0f3df3dd327aeefe467f4fbb7494bc6de22f8
--! Hash: sha1:f2ca45d8645821fe6369f88976529cbb92affc9c
--! Message: funds and inflation_items: a family page and a pinned item read in index order

-- issue 27 bench: a family's page of api.funds and a pinned item of api.inflation_items read in index order
create index fund_span_family_n_reports on cvm.fund_span (entity_type, n_reports desc, cnpj);
create index fund_span_family_last_period on cvm.fund_span (entity_type, last_period desc, cnpj);
create index ipca_item_level_prefix on ibge.ipca_item (level, item_number text_pattern_ops, reference_month);
create index ipca_item_code on ibge.ipca_item (item_code, reference_month);
