--! Previous: sha1:8fa21c1d9af74f988464766757d2033bba226dfa
--! Hash: sha1:c2dbd14d1a5bfd68b9ffec8a1171eaa4d073a5dc
--! Message: issue 25 bench: a CVM code p_id picks its versions from an index

-- issue 25 bench: a CVM code p_id picks its versions from an index, as a CNPJ does
drop index cvm.cia_statement_cd_cvm;
create index cia_statement_cd_cvm on cvm.cia_statement (cd_cvm, statement, scope, doc_type, dt_refer, versao);
