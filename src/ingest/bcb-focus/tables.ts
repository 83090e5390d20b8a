// The Focus landing table. The endpoint comes from the answer's @odata.context
// (or the file name); the horizon from DataReferencia, or Reuniao on the Selic
// endpoint, or is 12m on the 12-month inflation endpoint.
import type { TableSpec } from '../common/index.js';

export const FOCUS_ENDPOINTS = ['ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses'] as const;
export type FocusEndpoint = (typeof FOCUS_ENDPOINTS)[number];

export const FOCUS_TABLE: TableSpec = {
  table: 'bcb.focus',
  key: ['endpoint', 'indicator', 'detail', 'horizon', 'survey_date', 'base_calculo'],
  periodColumn: 'survey_date',
  columns: [
    { column: 'endpoint', headers: [], kind: 'text' },
    { column: 'indicator', headers: ['Indicador'], kind: 'text', required: true },
    { column: 'detail', headers: ['IndicadorDetalhe', 'Suavizada'], kind: 'text', blankAs: '' },
    { column: 'horizon', headers: ['DataReferencia', 'Reuniao'], kind: 'text' },
    { column: 'survey_date', headers: ['Data'], kind: 'date', required: true },
    { column: 'base_calculo', headers: ['baseCalculo'], kind: 'integer', required: true },
    { column: 'mean', headers: ['Media'], kind: 'decimal' },
    { column: 'median', headers: ['Mediana'], kind: 'decimal' },
    { column: 'std_dev', headers: ['DesvioPadrao'], kind: 'decimal' },
    { column: 'min', headers: ['Minimo'], kind: 'decimal' },
    { column: 'max', headers: ['Maximo'], kind: 'decimal' },
    { column: 'respondents', headers: ['numeroRespondentes'], kind: 'integer' },
  ],
};
