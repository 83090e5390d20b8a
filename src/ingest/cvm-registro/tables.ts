// registro_fundo_classe.zip, the Resolution 175 registry of every fund family:
// funds, their classes and the classes' subclasses, linked by the registry IDs
// (ID_Registro_Fundo, ID_Registro_Classe), never by CNPJ. CNPJs are bare digits here.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { memberNamed, type ArchiveMember } from '../cvm-files/members.js';

const col = (header: string, kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ column: header.toLowerCase(), headers: [header], kind, ...extra });

export const REGISTRO_FUNDO: TableSpec = {
  table: 'cvm.registro_fundo',
  key: ['id_registro_fundo'],
  columns: [
    col('ID_Registro_Fundo', 'integer'),
    col('CNPJ_Fundo', 'loose-cnpj', { required: true }),
    col('Codigo_CVM', 'text'),
    col('Data_Registro', 'loose-date'),
    col('Data_Constituicao', 'loose-date'),
    col('Tipo_Fundo', 'text', { required: true }),
    col('Denominacao_Social', 'text', { required: true }),
    col('Data_Cancelamento', 'loose-date'),
    col('Situacao', 'text', { required: true }),
    col('Data_Inicio_Situacao', 'loose-date'),
    col('Data_Adaptacao_RCVM175', 'loose-date'),
    col('Data_Inicio_Exercicio_Social', 'loose-date'),
    col('Data_Fim_Exercicio_Social', 'loose-date'),
    col('Patrimonio_Liquido', 'decimal'),
    col('Data_Patrimonio_Liquido', 'loose-date'),
    col('Diretor', 'text'),
    col('CNPJ_Administrador', 'loose-cnpj'),
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
    col('CNPJ_Classe', 'loose-cnpj', { required: true }),
    col('Codigo_CVM', 'text'),
    col('Data_Registro', 'loose-date'),
    col('Data_Constituicao', 'loose-date'),
    col('Data_Inicio', 'loose-date'),
    col('Tipo_Classe', 'text'),
    col('Denominacao_Social', 'text', { required: true }),
    col('Situacao', 'text', { required: true }),
    col('Data_Inicio_Situacao', 'loose-date'),
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
    col('Data_Patrimonio_Liquido', 'loose-date'),
    col('CNPJ_Auditor', 'loose-cnpj'),
    col('Auditor', 'text'),
    col('CNPJ_Custodiante', 'loose-cnpj'),
    col('Custodiante', 'text'),
    col('CNPJ_Controlador', 'loose-cnpj'),
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
    col('Data_Constituicao', 'loose-date'),
    col('Data_Inicio', 'loose-date'),
    col('Denominacao_Social', 'text', { required: true }),
    col('Situacao', 'text'),
    col('Data_Inicio_Situacao', 'loose-date'),
    col('Forma_Condominio', 'text'),
    col('Exclusivo', 'text'),
    col('Publico_Alvo', 'text'),
    col('Previdenciario', 'text'),
    col('Exclusivo_INR', 'text'),
    col('Exclusivo_Previdencia_Complementar', 'text'),
  ],
};

/** The archive's members; fundo and classe are required (classes are joined to funds by ID). */
export const REGISTRO_MEMBERS: readonly ArchiveMember[] = [
  { spec: REGISTRO_FUNDO, matches: memberNamed('registro_fundo'), expected: 'registro_fundo.csv', required: true },
  { spec: REGISTRO_CLASSE, matches: memberNamed('registro_classe'), expected: 'registro_classe.csv', required: true },
  { spec: REGISTRO_SUBCLASSE, matches: memberNamed('registro_subclasse'), expected: 'registro_subclasse.csv' },
];
