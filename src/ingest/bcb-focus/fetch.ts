// Online mode: one Focus endpoint from the Olinda Expectativas OData service,
// one calendar year of survey dates per request (optionally one indicator),
// each answer its own file.
import { yearSpans } from '../flags.js';
import type { FocusEndpoint } from './tables.js';

export const OLINDA_FOCUS_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata';

export interface DateRange {
  from: string;
  to: string;
}

export function focusUrl(endpoint: FocusEndpoint, range: DateRange, indicator?: string, baseUrl = OLINDA_FOCUS_BASE_URL): string {
  const clauses = [`Data ge '${range.from}'`, `Data le '${range.to}'`, ...(indicator ? [`Indicador eq '${indicator.replace(/'/g, "''")}'`] : [])];
  return `${baseUrl.replace(/\/+$/, '')}/${endpoint}?$filter=${encodeURIComponent(clauses.join(' and '))}&$orderby=Data&$format=json`;
}

/** Splits [from, to] (YYYY-MM-DD, inclusive) at calendar-year boundaries. */
export function focusYears(range: DateRange): DateRange[] {
  return yearSpans(range.from, range.to, '01-01', '12-31');
}
