-- registro_fundo_classe.zip: funds, classes, subclasses, linked by registry IDs.
create table cvm.registro_fundo (
  id_registro_fundo bigint primary key,
  cnpj_fundo text not null check (cnpj_fundo ~ '^[0-9]{14}$'),
  codigo_cvm text, data_registro date, data_constituicao date,
  tipo_fundo text not null,
  denominacao_social text not null,
  data_cancelamento date,
  situacao text not null,
  data_inicio_situacao date, data_adaptacao_rcvm175 date,
  data_inicio_exercicio_social date, data_fim_exercicio_social date,
  patrimonio_liquido numeric, data_patrimonio_liquido date, diretor text,
  cnpj_administrador text, administrador text, tipo_pessoa_gestor text, cpf_cnpj_gestor text, gestor text,
  ingest_id bigint not null
);
-- portfolio_fund_terms and fund_profile find a fund's row by its CNPJ
create index registro_fundo_cnpj on cvm.registro_fundo (cnpj_fundo);
comment on table cvm.registro_fundo is 'CVM Resolution 175 fund registry (registro_fundo.csv) as filed, every fund family.';
alter table cvm.registro_fundo owner to ingest_writer;
grant select on cvm.registro_fundo to api_owner;
