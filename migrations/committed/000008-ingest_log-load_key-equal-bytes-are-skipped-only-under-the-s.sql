--! Previous: sha1:a78d755ab2bd319641e851ab1f2a1cb12a280935
--! Hash: sha1:3c7713b44191518cbac1c78075e4d1fd2af95f1c
--! Message: ingest_log.load_key: equal bytes are skipped only under the same load key (b3-bdi table and session)

-- ingest_log.load_key: what a file stands for when equal bytes can mean different
-- things (a bulletin table and session); equal bytes are skipped only under the same key.
alter table ingest.ingest_log add column load_key text;
comment on column ingest.ingest_log.load_key is 'What the file stands for when equal bytes can stand for different things (b3-bdi: <table>/<session>); the same bytes are skipped only when loaded before under the same key. NULL for sources whose bytes identify the file.';
drop index ingest.ingest_log_source_sha;
create index ingest_log_source_sha on ingest.ingest_log (source, sha256, load_key) where status = 'loaded';
