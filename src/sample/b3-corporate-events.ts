// Sample corporate events for a first start without internet: the genuine
// listed-companies answers for Ambev shipped in samples/b3-corporate-events
// (captured on or before 2022-06-07, the day ropensci/rb3 committed them), and
// synthetic answers for DEMO, the issuer of the synthetic tape's DEMO3: a 2-for-1
// split after 2026-06-15 (the tape's prices halve the next session), interest on
// equity and a dividend, captured on the tape's last day so close_adj and
// close_total_return answer over the whole synthetic year. Synthetic rows say so.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadCorporateFile } from '../ingest/b3-corporate-events/load.js';
import { SAMPLE_DEMO3_SPLIT_LAST_DATE_PRIOR, SAMPLE_TAPE_LAST_DAY } from './b3-cotahist.js';
import type { SampleLoadOptions } from './load-options.js';

const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-corporate-events');
const br = (iso: string) => iso.split('-').reverse().join('/');

/** The synthetic DEMO cash events (typeStock ON), as GetListedCashDividends prints them. */
export const SAMPLE_DEMO_CASH_EVENTS = [
  { corporateAction: 'JRS CAP PROPRIO', dateApproval: '2026-03-02', lastDatePriorEx: '2026-03-16', valueCash: '0,80' },
  { corporateAction: 'DIVIDENDO', dateApproval: '2026-09-01', lastDatePriorEx: '2026-09-15', valueCash: '0,50' },
];

export function demoSupplementAnswer(): string {
  const dividend = SAMPLE_DEMO_CASH_EVENTS[1];
  return JSON.stringify([{
    stockCapital: '1.000.000.000,00', quotedPerSharSince: '02/01/2020', commonSharesForm: 'Escritural', preferredSharesForm: '', hasCommom: 'SAMPLE', hasPreferred: '',
    roundLot: '100', tradingName: 'DEMO SA   ', numberCommonShares: '200.000.000', numberPreferredShares: '0', totalNumberShares: '200.000.000', code: 'DEMO', codeCVM: '99999', segment: 'BOLSA',
    cashDividends: [{ assetIssued: 'BRDEMOACNOR0', paymentDate: '30/09/2026', rate: dividend.valueCash, relatedTo: 'Anual/2026', approvedOn: br(dividend.dateApproval), isinCode: 'BRDEMOACNOR0', label: dividend.corporateAction, lastDatePrior: br(dividend.lastDatePriorEx), remarks: '' }],
    stockDividends: [{ assetIssued: 'BRDEMOACNOR0', factor: '100,00000000000', approvedOn: '01/06/2026', isinCode: 'BRDEMOACNOR0', label: 'DESDOBRAMENTO', lastDatePrior: br(SAMPLE_DEMO3_SPLIT_LAST_DATE_PRIOR), remarks: 'synthetic sample' }],
    subscriptions: [],
  }]);
}

export function demoCashDividendsAnswer(): string {
  const results = [...SAMPLE_DEMO_CASH_EVENTS].reverse().map((e) => ({
    typeStock: 'ON', dateApproval: br(e.dateApproval), valueCash: e.valueCash, ratio: '1', corporateAction: e.corporateAction, lastDatePriorEx: br(e.lastDatePriorEx),
    dateClosingPricePriorExDate: '', closingPricePriorExDate: '', quotedPerShares: '1', corporateActionPrice: '', lastDateTimePriorEx: `${e.lastDatePriorEx}T00:00:00`,
  }));
  return JSON.stringify({ page: { pageNumber: 1, pageSize: 9999, totalRecords: results.length, totalPages: 1 }, results });
}

export async function loadSampleCorporateEvents(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) results.push(await loadCorporateFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  for (const [name, text] of [['GetListedSupplementCompany', demoSupplementAnswer()], ['GetListedCashDividends', demoCashDividendsAnswer()]]) {
    const file = path.join(dir, `DEMO_${name}_${SAMPLE_TAPE_LAST_DAY}.json`);
    fs.writeFileSync(file, text);
    results.push(await loadCorporateFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
