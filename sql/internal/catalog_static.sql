-- GENERATED from catalog.json's top-level keys by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_static: the catalog keys catalog.json states, in its order.
create or replace function internal.catalog_static()
returns table (ord integer, key text, value json)
language sql
immutable
set search_path = ''
as $fn$
  values
    (1, 'kind', internal.catalog_part_kind()),
    (2, 'version', internal.catalog_part_version()),
    (3, 'service', internal.catalog_part_service()),
    (4, 'license', internal.catalog_part_license()),
    (5, 'limits', internal.catalog_part_limits()),
    (6, 'tiers', internal.catalog_part_tiers()),
    (7, 'defaults', internal.catalog_part_defaults()),
    (8, 'id_types', internal.catalog_part_id_types()),
    (9, 'metrics', internal.catalog_part_metrics()),
    (10, 'asset_classes', internal.catalog_part_asset_classes()),
    (11, 'freq', internal.catalog_part_freq()),
    (12, 'constraints', internal.catalog_part_constraints()),
    (13, 'enums', internal.catalog_part_enums()),
    (14, 'flow_basis', internal.catalog_part_flow_basis()),
    (15, 'regime_breaks', internal.catalog_part_regime_breaks()),
    (16, 'applicability', internal.catalog_part_applicability()),
    (17, 'screens', internal.catalog_part_screens()),
    (18, 'examples', internal.catalog_part_examples()),
    (19, 'tags', internal.catalog_part_tags())
$fn$;

alter function internal.catalog_static() owner to api_owner;
revoke all on function internal.catalog_static() from public;
comment on function internal.catalog_static() is 'Internal: (order, key, value) of every top-level key of catalog.json; api.catalog() merges the derived parts in.';
