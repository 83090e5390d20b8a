-- The valor_mobiliario member of CVM's FCA yearly zips
-- (fca_cia_aberta_valor_mobiliario_YYYY.csv): the securities each filed version
-- of a listed company's registration form lists, with their trading codes and
-- trading dates. Every version is kept; cvm.company_ticker is derived from it.
create table cvm.fca_valor_mobiliario (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_refer date not null,
  versao integer not null,
  line_no integer not null,
  id_documento text,
  nome_empresarial text,
  valor_mobiliario text,
  sigla_classe_acao_preferencial text,
  classe_acao_preferencial text,
  codigo_negociacao text,
  composicao_bdr_unit text,
  mercado text,
  sigla_entidade_administradora text,
  entidade_administradora text,
  data_inicio_negociacao date,
  data_fim_negociacao date,
  segmento text,
  data_inicio_listagem date,
  data_fim_listagem date,
  ingest_id bigint not null,
  primary key (cnpj, dt_refer, versao, line_no)
);
alter table cvm.fca_valor_mobiliario owner to ingest_writer;
grant select on cvm.fca_valor_mobiliario to api_owner;
comment on table cvm.fca_valor_mobiliario is 'CVM listed companies'' registration forms (FCA), member valor_mobiliario, as filed: one row per line of every version (CNPJ_Companhia, Data_Referencia, Versao); CNPJ normalised to 14 digits, the other columns as published.';
comment on column cvm.fca_valor_mobiliario.line_no is 'The line''s ordinal within its filed version (1, 2, ... in file order): the file has no column that tells two lines of a version apart.';
comment on column cvm.fca_valor_mobiliario.codigo_negociacao is 'Codigo_Negociacao, the trading code (ticker) as published; NULL when blank (e.g. an unlisted debenture).';
