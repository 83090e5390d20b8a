create table cvm.registro_classe (
  id_registro_fundo bigint not null,
  id_registro_classe bigint primary key,
  cnpj_classe text not null check (cnpj_classe ~ '^[0-9]{14}$'),
  codigo_cvm text, data_registro date, data_constituicao date, data_inicio date,
  tipo_classe text,
  denominacao_social text not null,
  situacao text not null,
  data_inicio_situacao date, classificacao text, indicador_desempenho text, classe_cotas text,
  classificacao_anbima text, tributacao_longo_prazo text, entidade_investimento text,
  permitido_aplicacao_cemporcento_exterior text, classe_esg text, forma_condominio text,
  exclusivo text, publico_alvo text, patrimonio_liquido numeric, data_patrimonio_liquido date,
  cnpj_auditor text, auditor text, cnpj_custodiante text, custodiante text, cnpj_controlador text, controlador text,
  ingest_id bigint not null
);
create index registro_classe_fundo on cvm.registro_classe (id_registro_fundo);
-- portfolio_fund_terms finds a class's fund by the class CNPJ
create index registro_classe_cnpj on cvm.registro_classe (cnpj_classe);
comment on table cvm.registro_classe is 'CVM Resolution 175 class registry (registro_classe.csv) as filed; joined to its fund by id_registro_fundo, never by CNPJ.';
alter table cvm.registro_classe owner to ingest_writer;
grant select on cvm.registro_classe to api_owner;
