create table cvm.registro_subclasse (
  id_registro_classe bigint not null,
  id_subclasse text not null,
  codigo_cvm text, data_constituicao date, data_inicio date,
  denominacao_social text not null,
  situacao text, data_inicio_situacao date, forma_condominio text, exclusivo text, publico_alvo text,
  previdenciario text, exclusivo_inr text, exclusivo_previdencia_complementar text,
  ingest_id bigint not null,
  primary key (id_registro_classe, id_subclasse)
);
comment on table cvm.registro_subclasse is 'CVM Resolution 175 subclass registry (registro_subclasse.csv, no CNPJ) as filed; joined to its class by id_registro_classe.';
alter table cvm.registro_subclasse owner to ingest_writer;
grant select on cvm.registro_subclasse to api_owner;
