-- One row per reference-rate session seen: loaded, or no file that day (the
-- exchange answers a 22-byte empty zip for a day without a file).
create table b3.reference_rate_session (
  session_date date primary key,
  status text not null check (status in ('loaded', 'no_file')),
  vertex_count integer not null check (vertex_count >= 0),
  ingest_id bigint not null,
  check ((status = 'no_file') = (vertex_count = 0))
);
alter table b3.reference_rate_session owner to ingest_writer;
grant select on b3.reference_rate_session to api_owner;
comment on table b3.reference_rate_session is 'One row per day a reference-rate file (TSyymmdd.ex_ or TaxaSwap.txt) was loaded for: loaded (its vertices are in b3.reference_rate) or no_file (the exchange answered an empty zip: no file that day). A loaded session is never turned back into no_file.';
comment on column b3.reference_rate_session.vertex_count is 'Vertices (records) the file held, every curve; 0 for no_file.';
