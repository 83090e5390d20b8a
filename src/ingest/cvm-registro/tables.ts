// registro_fundo_classe.zip, the Resolution 175 registry of every fund family:
// funds, their classes and the classes' subclasses, linked by the registry IDs
// (ID_Registro_Fundo, ID_Registro_Classe), never by CNPJ. CNPJs are bare digits here.
import type { ColumnSpec, TableSpec } from '../cvm-files/table-spec.js';

const col = (header: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column: header.toLowerCase(), headers: [header], kind, ...extra });

export const REGISTRO_FUNDO: TableSpec = {
  table: 'cvm.registro_fundo',
  key: ['id_registro_fundo'],
  columns: [
    col('ID_Registro_Fundo', 'integer'),
    col('CNPJ_Fundo', 'cnpj', { required: true }),
    col('Codigo_CVM', 'text'),
    col('Data_Registro', 'date'),
    col('Data_Constituicao', 'date'),
    col('Tipo_Fundo', 'text', { required: true }),
    col('Denominacao_Social', 'text', { required: true }),
    col('Data_Cancelamento', 'date'),
    col('Situacao', 'text', { required: true }),
    col('Data_Inicio_Situacao', 'date'),
    col('Data_Adaptacao_RCVM175', 'date'),
    col('Data_Inicio_Exercicio_Social', 'date'),
    col('Data_Fim_Exercicio_Social', 'date'),
    col('Patrimonio_Liquido', 'decimal'),
    col('Data_Patrimonio_Liquido', 'date'),
    col('Diretor', 'text'),
    col('CNPJ_Administrador', 'cnpj'),
    col('Administrador', 'text'),
    col('Tipo_Pessoa_Gestor', 'text'),
    col('CPF_CNPJ_Gestor', 'text'),
    col('Gestor', 'text'),
  ],
};

export const REGISTRO_CLASSE: TableSpec = {
  table: 'cvm.registro_classe',
  key: ['id_registro_classe'],
  columns: [
    col('ID_Registro_Fundo', 'integer', { required: true }),
    col('ID_Registro_Classe', 'integer'),
    col('CNPJ_Classe', 'cnpj', { required: true }),
    col('Codigo_CVM', 'text'),
    col('Data_Registro', 'date'),
    col('Data_Constituicao', 'date'),
    col('Data_Inicio', 'date'),
    col('Tipo_Classe', 'text'),
    col('Denominacao_Social', 'text', { required: true }),
    col('Situacao', 'text', { required: true }),
    col('Data_Inicio_Situacao', 'date'),
    col('Classificacao', 'text'),
    col('Indicador_Desempenho', 'text'),
    col('Classe_Cotas', 'text'),
    col('Classificacao_Anbima', 'text'),
    col('Tributacao_Longo_Prazo', 'text'),
    col('Entidade_Investimento', 'text'),
    col('Permitido_Aplicacao_CemPorCento_Exterior', 'text'),
    col('Classe_ESG', 'text'),
    col('Forma_Condominio', 'text'),
    col('Exclusivo', 'text'),
    col('Publico_Alvo', 'text'),
    col('Patrimonio_Liquido', 'decimal'),
    col('Data_Patrimonio_Liquido', 'date'),
    col('CNPJ_Auditor', 'cnpj'),
    col('Auditor', 'text'),
    col('CNPJ_Custodiante', 'cnpj'),
    col('Custodiante', 'text'),
    col('CNPJ_Controlador', 'cnpj'),
    col('Controlador', 'text'),
  ],
};

export const REGISTRO_SUBCLASSE: TableSpec = {
  table: 'cvm.registro_subclasse',
  key: ['id_registro_classe', 'id_subclasse'],
  columns: [
    col('ID_Registro_Classe', 'integer'),
    col('ID_Subclasse', 'text'),
    col('Codigo_CVM', 'text'),
    col('Data_Constituicao', 'date'),
    col('Data_Inicio', 'date'),
    col('Denominacao_Social', 'text', { required: true }),
    col('Situacao', 'text'),
    col('Data_Inicio_Situacao', 'date'),
    col('Forma_Condominio', 'text'),
    col('Exclusivo', 'text'),
    col('Publico_Alvo', 'text'),
    col('Previdenciario', 'text'),
    col('Exclusivo_INR', 'text'),
    col('Exclusivo_Previdencia_Complementar', 'text'),
  ],
};

/** Zip member name (without .csv) -> table. */
export const REGISTRO_MEMBERS: Record<string, TableSpec> = {
  registro_fundo: REGISTRO_FUNDO,
  registro_classe: REGISTRO_CLASSE,
  registro_subclasse: REGISTRO_SUBCLASSE,
};
