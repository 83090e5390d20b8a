-- Every version (VERSAO) of every listed company's statement, one row per
-- (company, statement, scope, filing, reference date, version) held in
-- cvm.cia_statement. A table kept by statement triggers on cvm.cia_statement
-- (cvm.cia_statement_version_maintain, in the loader's own transaction), so the
-- statement endpoints pick each period's version from a few rows of this table
-- instead of reading every line of every version of the window (and probing the
-- filing index once per line).
create table cvm.cia_statement_version (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  statement text not null,
  scope text not null,
  doc_type text not null,
  dt_refer date not null,
  versao integer not null,
  cd_cvm integer not null,
  primary key (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
);
-- a CVM code p_id picks its versions here as a CNPJ one does
create index cia_statement_version_cd_cvm on cvm.cia_statement_version (cd_cvm, statement, scope, doc_type, dt_refer, versao) include (cnpj);
alter table cvm.cia_statement_version owner to ingest_writer;
grant select on cvm.cia_statement_version to api_owner;
comment on table cvm.cia_statement_version is 'Derived: one row per version of a listed company''s statement held in cvm.cia_statement (cnpj, statement, scope, doc_type, dt_refer, versao, and the cd_cvm its lines carry); kept equal to cvm.cia_statement by its statement triggers (cvm.cia_statement_version_maintain), never loaded directly.';
comment on column cvm.cia_statement_version.cd_cvm is 'CD_CVM of the version''s lines (part of the key: a version whose lines carried two codes has two rows).';

-- the versions already held
insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
select s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm
from cvm.cia_statement s
group by s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm;
