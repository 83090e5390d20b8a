-- One row per source file loaded (or refused): what, from where, how much.
create table ingest.ingest_log (
  id bigint generated always as identity primary key,
  source text not null,
  file_name text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null check (bytes >= 0),
  status text not null check (status in ('loaded', 'failed')),
  rows_read integer not null default 0,
  rows_inserted integer not null default 0,
  rows_updated integer not null default 0,
  rows_skipped integer not null default 0,
  first_period date,
  last_period date,
  error text,
  archive_path text,
  fetched_at timestamptz not null,
  loaded_at timestamptz not null default now(),
  -- generated sample data (npm start on an empty database), never a publisher's file
  synthetic boolean not null default false,
  -- what the file stands for when equal bytes can mean different things (a bulletin table and session)
  load_key text,
  -- the code version that loaded the file (package version + git commit)
  code_version text
);
alter table ingest.ingest_log owner to ingest_writer;
-- equal bytes are skipped only under the same load key
create index ingest_log_source_sha on ingest.ingest_log (source, sha256, load_key) where status = 'loaded';
grant select on ingest.ingest_log to api_owner;
comment on table ingest.ingest_log is 'One row per source file a loader processed: file, sha256, rows read/inserted/updated/skipped, fetched_at; failed files load nothing and say why; synthetic marks generated sample files.';
comment on column ingest.ingest_log.id is 'Identity of one loaded or failed file. Landing rows carry it as ingest_id, checked once per file by the ingest run (no per-row foreign key, for COPY-speed loads); rows here are never deleted.';
comment on column ingest.ingest_log.load_key is 'What the file stands for when equal bytes can stand for different things (b3-bdi: <table>/<session>); the same bytes are skipped only when loaded before under the same key. NULL for sources whose bytes identify the file.';
comment on column ingest.ingest_log.code_version is 'Version of the code that loaded the file: package.json version, then +<git commit> when run from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for files loaded before it was recorded.';
