// Online mode: asks SIDRA's /values API for the IPCA tree one calendar year (and
// one table) at a time, each answer its own file. A year not yet published
// answers with the header row only: it loads as 0 rows and the note says
// "not published yet".
import { yearSpans } from '../flags.js';
import { IPCA_VARIABLES, sidraTableOf } from './tables.js';

export const SIDRA_BASE_URL = 'https://apisidra.ibge.gov.br/values';

export interface MonthRange {
  /** YYYY-MM */
  from: string;
  to: string;
}

export interface SidraRequest {
  table: 1419 | 7060;
  from: string;
  to: string;
}

/** Splits a month range at calendar years and at the 2020-01 change of table. */
export function sidraRequests(range: MonthRange): SidraRequest[] {
  return yearSpans(range.from, range.to, '01', '12').map(({ from, to }) => ({ table: sidraTableOf(`${from}-01`), from, to }));
}

export function sidraUrl(request: SidraRequest, baseUrl = SIDRA_BASE_URL): string {
  const period = `${request.from.replace('-', '')}-${request.to.replace('-', '')}`;
  return `${baseUrl.replace(/\/+$/, '')}/t/${request.table}/n1/all/v/${Object.keys(IPCA_VARIABLES).join(',')}/p/${period}/c315/all?formato=json`;
}
