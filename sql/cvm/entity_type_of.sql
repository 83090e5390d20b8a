-- CVM fund type as filed (TP_FUNDO, TP_FUNDO_CLASSE, Tipo_Fundo) -> the family the
-- api serves. FIAGRO types are read before the FIDC, FII and FIP patterns (a
-- FIAGRO-FIDC is an agribusiness fund). Types outside the five families (FMIEE,
-- FUNCINE, ...) give NULL: kept in the landing tables, not served.
create or replace function cvm.entity_type_of(p_cvm_type text) returns text
language sql immutable parallel safe
set search_path = ''
return case
  when p_cvm_type is null then null
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?FIAGRO' then 'fiagro'
  when upper(btrim(p_cvm_type)) in ('FI', 'FIF', 'CLASSES - FIF', 'FACFIF', 'FAPI', 'FITVM', 'FIC-FITVM', 'FIEX', 'FIC-FIEX', 'FI-FGTS', 'FMP-FGTS', 'FMP-FGTS CL') then 'fi'
  when upper(btrim(p_cvm_type)) ~ '^(FIC[- ]?)?FIDC' then 'fidc'
  when upper(btrim(p_cvm_type)) in ('FII', 'FIC-FII', 'FICFII') then 'fii'
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?(FIC[- ]?)?FIP' then 'fip'
  else null
end;
alter function cvm.entity_type_of(text) owner to ingest_writer;
revoke all on function cvm.entity_type_of(text) from public;
grant execute on function cvm.entity_type_of(text) to api_owner;
comment on function cvm.entity_type_of(text) is 'Family served by the api for a CVM fund type: fi (FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS), fidc (FIDC, FIDC-NP, FIDC-PIPS, FIC-FIDC, ...), fii (FII, FIC-FII); fip (FIP, FIP-IE, FIP-EE, FIC-FIP, CLASSES - FIP, ...); fiagro (FIAGRO, FIAGRO-FIDC, FIAGRO-FII, FIAGRO-FIP, ...); NULL for every other type (FMIEE, FUNCINE, ...), which is kept but not served.';
