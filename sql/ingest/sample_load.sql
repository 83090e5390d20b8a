-- ingest.sample_load: the sample sets npm start is still loading in the background (it serves first, loads after).
create table if not exists ingest.sample_load (
  set_name text primary key,
  state text not null check (state in ('loading', 'loaded', 'failed')),
  changed_at timestamptz not null default now(),
  error text
);
alter table ingest.sample_load owner to ingest_writer;
grant select on ingest.sample_load to api_owner;
comment on table ingest.sample_load is 'The sample sets npm start loads in the background after it starts serving, one row per set: loading, loaded or failed (with the error). Read by api.coverage (a samples/<set> row while a set is not yet loaded); written only by the starter.';
