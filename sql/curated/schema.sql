-- Owner-curated registries committed to the repository as CSV (curated/*.csv):
-- written by ingest_writer, read by api_owner only.
create schema curated authorization ingest_writer;
grant usage on schema curated to api_owner;
comment on schema curated is 'Registries the owner curates and reviews by hand (committed CSV files under curated/, loaded by the curated-etf source): the ETF registry, third-party ETF website snapshots and the index-to-class mapping; private (read only through api).';
