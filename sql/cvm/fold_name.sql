-- Folds a name for search: lower case, accents removed. unaccent() is only STABLE
-- (its dictionary could change), so an index needs this IMMUTABLE wrapper that
-- names the dictionary explicitly.
create or replace function cvm.fold_name(p_text text) returns text
language sql immutable parallel safe strict
set search_path = ''
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_text));
alter function cvm.fold_name(text) owner to ingest_writer;
revoke all on function cvm.fold_name(text) from public;
grant execute on function cvm.fold_name(text) to api_owner;
comment on function cvm.fold_name(text) is 'Lower case without accents, for the fund name search index (immutable wrapper over unaccent).';
