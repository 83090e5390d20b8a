// Writes a TradeInformationConsolidatedFile (status line, `;` header, decimal
// comma), for the sample month and for tests.
export const CONSOLIDATED_HEADER = ['RptDt', 'TckrSymb', 'ISIN', 'SgmtNm', 'MinPric', 'MaxPric', 'TradAvrgPric', 'LastPric', 'OscnPctg', 'AdjstdQt', 'AdjstdQtTax', 'RefPric', 'TradQty', 'FinInstrmQty', 'NtlFinVol'] as const;

export type ConsolidatedRecord = Partial<Record<(typeof CONSOLIDATED_HEADER)[number], string | number>>;

// numbers print with a decimal comma, rounded to 10 decimals so float noise (10.4 - 0.2) never reaches the file
const cell = (value: string | number | undefined) => (value === undefined ? '' : typeof value === 'number' ? String(Number(value.toFixed(10))).replace('.', ',') : value);

export function consolidatedText(status: 'Final' | 'Parcial', records: readonly ConsolidatedRecord[]): string {
  return [`Status do Arquivo: ${status}`, CONSOLIDATED_HEADER.join(';'), ...records.map((r) => CONSOLIDATED_HEADER.map((name) => cell(r[name])).join(';'))].join('\r\n') + '\r\n';
}
