// The sample data sets `npm start` loads on first use and `npm run ingest --
// sample` loads on demand. Each set writes publisher-format files into
// DATA_DIR/sample/<set> and loads them through the real loaders. A new source
// adds one entry here.
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { PTAX_SOURCE } from '../ingest/bcb-ptax/load.js';
import { CAD_FI_HIST_SOURCE, CAD_FI_SOURCE } from '../ingest/cvm-cad-fi/load.js';
import { INF_DIARIO_SOURCE } from '../ingest/cvm-inf-diario/load.js';
import { REGISTRO_SOURCE } from '../ingest/cvm-registro/load.js';
import { loadSampleFunds } from './cvm-funds/index.js';
import { BDI_SOURCE } from '../ingest/b3-bdi/load.js';
import { loadSampleBdi } from './b3-bdi/index.js';
import { SAMPLE_BDI_FIRST_SESSION, SAMPLE_BDI_LAST_SESSION } from './b3-bdi/generate.js';
import { FIDC_SOURCE } from '../ingest/cvm-fidc-mensal/load.js';
import { FII_SOURCE } from '../ingest/cvm-fii-mensal/load.js';
import { loadSampleFiiFidc } from './cvm-fii-fidc/index.js';
import { FII_QUARTERLY_SOURCE } from '../ingest/cvm-fii-trimestral/load.js';
import { loadSampleFiiQuarterly, SAMPLE_FII_QUARTERLY_FIRST, SAMPLE_FII_QUARTERLY_LAST } from './cvm-fii-trimestral.js';
import { FIP_SOURCE } from '../ingest/cvm-fip/load.js';
import { loadSampleFip } from './cvm-fip.js';
import { FIAGRO_SOURCE } from '../ingest/cvm-fiagro-mensal/load.js';
import { loadSampleFiagro, SAMPLE_FIAGRO_MONTHS } from './cvm-fiagro-mensal.js';
import { SAMPLE_FIRST_MONTH, SAMPLE_LAST_MONTH } from './cvm-universe.js';
import { FOCUS_SOURCE } from '../ingest/bcb-focus/load.js';
import { loadSampleFocus, SAMPLE_FOCUS_FIRST_SURVEY, SAMPLE_FOCUS_LAST_SURVEY } from './bcb-focus.js';
import { SGS_SOURCE } from '../ingest/bcb-sgs/load.js';
import { loadSampleSgs, SAMPLE_SGS_FIRST_DAY, SAMPLE_SGS_LAST_DAY } from './bcb-sgs.js';
import { SIDRA_SOURCE } from '../ingest/ibge-sidra/load.js';
import { loadSampleSidra, SAMPLE_SIDRA_FIRST_MONTH, SAMPLE_SIDRA_LAST_MONTH } from './ibge-sidra.js';
import { EXTRATO_SOURCE } from '../ingest/cvm-extrato/load.js';
import { LAMINA_SOURCE } from '../ingest/cvm-lamina/load.js';
import { BALANCETE_SOURCE } from '../ingest/cvm-balancete/load.js';
import { loadSampleFees } from './cvm-fees.js';
import { COTAHIST_SOURCE } from '../ingest/b3-cotahist/load.js';
import { loadSampleTape, SAMPLE_TAPE_FIRST_DAY, SAMPLE_TAPE_LAST_DAY } from './b3-cotahist.js';
import { loadSampleData as loadSamplePtax, SAMPLE_CURRENCIES, SAMPLE_FIRST_DAY, SAMPLE_LAST_DAY } from './ptax.js';
import { PRICE_REPORT_SOURCE } from '../ingest/b3-price-report/load.js';
import { loadSamplePriceReports, SAMPLE_DI1_FIRST_DAY, SAMPLE_DI1_LAST_DAY } from './b3-price-report.js';
import { CONSOLIDATED_TRADES_SOURCE } from '../ingest/b3-consolidated-trades/load.js';
import { loadSampleConsolidatedTrades, SAMPLE_TRADES_FIRST_DAY, SAMPLE_TRADES_LAST_DAY } from './b3-consolidated-trades.js';
import { INDEX_SOURCE } from '../ingest/b3-index/load.js';
import { loadSampleIndices, SAMPLE_INDEX_FIRST_DAY, SAMPLE_INDEX_LAST_DAY } from './b3-index.js';
import { CDA_SOURCE } from '../ingest/cvm-cda/load.js';
import { SECURIT_SOURCE } from '../ingest/cvm-securit-mensal/load.js';
import { loadSampleInstruments } from './cvm-instruments.js';
import { CURATED_ETF_SOURCE } from '../ingest/curated-etf/load.js';
import { loadCuratedEtfSample } from './curated-etf.js';
import { FNET_SOURCE } from '../ingest/b3-fnet/load.js';
import { loadSampleFnet, SAMPLE_FNET_FIRST_MONTH, SAMPLE_FNET_LAST_MONTH } from './b3-fnet.js';
import { TAXA_SWAP_SOURCE } from '../ingest/b3-taxa-swap/load.js';
import { loadSampleCurves, SAMPLE_CURVE_FIRST_DAY, SAMPLE_CURVE_LAST_DAY, SAMPLE_CURVES } from './b3-taxa-swap.js';
import { CORPORATE_EVENTS_SOURCE } from '../ingest/b3-corporate-events/load.js';
import { loadSampleCorporateEvents } from './b3-corporate-events.js';
import { INDEX_MEMBERSHIP_SOURCE } from '../ingest/b3-index-membership/load.js';
import { INDEX_PORTFOLIO_SOURCE } from '../ingest/b3-index-portfolio/load.js';
import { loadSampleIndexPortfolios } from './b3-index-portfolio.js';
import { CREDIT_SOURCE } from '../ingest/b3-credit-records/load.js';
import { loadSampleCreditRecords, SAMPLE_CREDIT_FIRST_DAY, SAMPLE_CREDIT_LAST_DAY, SAMPLE_CREDIT_REVISED } from './b3-credit-records.js';
import { CIA_CAD_SOURCE } from '../ingest/cvm-cia-cad/load.js';
import { CIA_DFP_SOURCE } from '../ingest/cvm-cia-dfp/load.js';
import { BOLETIM_SOURCE } from '../ingest/anbima-boletim/load.js';
import { loadSampleBoletim, SAMPLE_BOLETIM_EDITION, SAMPLE_BOLETIM_FIRST_MONTH } from './anbima-boletim/index.js';
import { CIA_ITR_SOURCE } from '../ingest/cvm-cia-itr/load.js';
import { loadSampleCompanies, SAMPLE_DFP_YEARS, SAMPLE_ITR_YEAR } from './cvm-companies.js';
import { CIA_FCA_SOURCE } from '../ingest/cvm-cia-fca/load.js';
import { loadSampleTickers } from './cvm-company-tickers.js';
import { loadSampleEvents } from './cvm-company-events.js';
import { CIA_IPE_SOURCE } from '../ingest/cvm-cia-ipe/load.js';
import type { SampleLoadOptions } from './load-options.js';

export interface SampleSet {
  name: string;
  /** One line for the console: what is generated, and that it is not the publisher's data. */
  description: string;
  /** ingest_log sources the set feeds: once any of them has a loaded file (real or sample), npm start leaves the set alone. */
  sources: readonly string[];
  /** Writes the files under `dir` and loads them; a second call skips files already loaded. */
  load(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]>;
}

export const SAMPLE_SETS: readonly SampleSet[] = [
  {
    name: 'ptax',
    description: `synthetic PTAX for ${SAMPLE_CURRENCIES.join(', ')}, ${SAMPLE_FIRST_DAY}..${SAMPLE_LAST_DAY} (not central-bank figures)`,
    sources: [PTAX_SOURCE],
    load: (ownerUrl, dataDir, _dir, options) => loadSamplePtax(ownerUrl, dataDir, options),
  },
  {
    name: 'cvm-funds',
    description: 'synthetic CVM registries (cad_fi, cad_fi_hist, registro_fundo_classe) for 300 funds and the daily fund report of the fi funds, 2023-11..2026-10 (not CVM figures)',
    sources: [CAD_FI_SOURCE, CAD_FI_HIST_SOURCE, REGISTRO_SOURCE, INF_DIARIO_SOURCE],
    load: (ownerUrl, dataDir, dir, options) => loadSampleFunds(ownerUrl, dataDir, dir, options),
  },
  {
    name: 'b3-bdi',
    description: `synthetic B3 bulletin sessions ${SAMPLE_BDI_FIRST_SESSION}..${SAMPLE_BDI_LAST_SESSION} (not exchange figures) plus the real lending trades of 2023-03-22`,
    sources: [BDI_SOURCE],
    load: loadSampleBdi,
  },
  {
    name: 'cvm-fii-fidc',
    description: `synthetic CVM FII and FIDC monthly reports for the sample fii and fidc funds, ${SAMPLE_FIRST_MONTH}..${SAMPLE_LAST_MONTH} (not CVM figures)`,
    sources: [FII_SOURCE, FIDC_SOURCE],
    load: (ownerUrl, dataDir, dir, options) => loadSampleFiiFidc(ownerUrl, dataDir, dir, options),
  },
  {
    name: 'cvm-fii-trimestral',
    description: `synthetic CVM FII quarterly reports (all sixteen members; invented properties and tenants) for the sample fii funds, quarters ${SAMPLE_FII_QUARTERLY_FIRST}..${SAMPLE_FII_QUARTERLY_LAST} (not CVM figures)`,
    sources: [FII_QUARTERLY_SOURCE],
    load: loadSampleFiiQuarterly,
  },
  {
    name: 'cvm-fip',
    description: 'synthetic CVM FIP periodic reports (the 2023 quarterly report, four-monthly 2024..2026-08) for ten invented FIPs (not CVM figures)',
    sources: [FIP_SOURCE],
    load: loadSampleFip,
  },
  {
    name: 'cvm-fiagro-mensal',
    description: `synthetic CVM FIAGRO monthly reports ${SAMPLE_FIAGRO_MONTHS[0]}..${SAMPLE_FIAGRO_MONTHS[SAMPLE_FIAGRO_MONTHS.length - 1]} for eight invented classes (not CVM figures)`,
    sources: [FIAGRO_SOURCE],
    load: loadSampleFiagro,
  },
  {
    name: 'ibge-sidra',
    description: `synthetic IPCA item tree (9 groups, 82 nodes), ${SAMPLE_SIDRA_FIRST_MONTH}..${SAMPLE_SIDRA_LAST_MONTH}, as SIDRA tables 1419 and 7060 (not IBGE figures)`,
    sources: [SIDRA_SOURCE],
    load: loadSampleSidra,
  },
  {
    name: 'bcb-sgs',
    description: `synthetic central-bank SGS series (SELIC_META, CDI, IPCA and seven more macro series, and the 25 other series of the inflation family), ${SAMPLE_SGS_FIRST_DAY}..${SAMPLE_SGS_LAST_DAY} (not central-bank figures)`,
    sources: [SGS_SOURCE],
    load: loadSampleSgs,
  },
  {
    name: 'bcb-focus',
    description: `synthetic Focus market expectations (annual, monthly, Selic, 12-month inflation), weekly surveys ${SAMPLE_FOCUS_FIRST_SURVEY}..${SAMPLE_FOCUS_LAST_SURVEY} (not central-bank figures)`,
    sources: [FOCUS_SOURCE],
    load: loadSampleFocus,
  },
  {
    name: 'cvm-fees',
    description: 'synthetic CVM Extrato, lâmina and balance sheets (2026-09..2026-10) for the sample fi funds, one fund per fee rule (not CVM figures)',
    sources: [EXTRATO_SOURCE, LAMINA_SOURCE, BALANCETE_SOURCE],
    load: (ownerUrl, dataDir, dir, options) => loadSampleFees(ownerUrl, dataDir, dir, options),
  },
  {
    name: 'b3-cotahist',
    description: `the genuine COTAHIST days 2016-01-04, 2021-06-25, 2022-02-03 and 2022-02-04 (exchange files) plus a synthetic tape ${SAMPLE_TAPE_FIRST_DAY}..${SAMPLE_TAPE_LAST_DAY} (not exchange figures)`,
    sources: [COTAHIST_SOURCE],
    load: loadSampleTape,
  },
  {
    name: 'b3-price-report',
    description: `the genuine price reports of 2018-01-02 (BVBG.086.01), 2023-02-02, 2025-02-03 and 2026-01-12 (BVBG.187.01) (exchange files) plus synthetic DI1 settlements ${SAMPLE_DI1_FIRST_DAY}..${SAMPLE_DI1_LAST_DAY} (not exchange figures)`,
    sources: [PRICE_REPORT_SOURCE],
    load: loadSamplePriceReports,
  },
  {
    name: 'b3-consolidated-trades',
    description: `a synthetic month of the consolidated trade file ${SAMPLE_TRADES_FIRST_DAY}..${SAMPLE_TRADES_LAST_DAY}: FORWARD tickers, a Parcial then Final session, a session without a trade (not exchange figures)`,
    sources: [CONSOLIDATED_TRADES_SOURCE],
    load: loadSampleConsolidatedTrades,
  },
  {
    name: 'b3-credit-records',
    description: `a synthetic month of consolidated debenture trade captures ${SAMPLE_CREDIT_FIRST_DAY}..${SAMPLE_CREDIT_LAST_DAY} for invented codes SMPD11, SMPD12, SMPD21, session ${SAMPLE_CREDIT_REVISED} captured twice (not exchange figures)`,
    sources: [CREDIT_SOURCE],
    load: loadSampleCreditRecords,
  },
  {
    name: 'b3-index',
    description: `the genuine IBOV levels of 2022 (the exchange's index statistics) plus synthetic levels of nine indices ${SAMPLE_INDEX_FIRST_DAY}..${SAMPLE_INDEX_LAST_DAY} (not exchange figures)`,
    sources: [INDEX_SOURCE],
    load: loadSampleIndices,
  },
  {
    name: 'cvm-instruments',
    description: 'synthetic CVM fund holdings (CDA block 4, 2026-09..2026-10) for 40 sample fi funds, a fund of funds two levels deep with a cycle, a debenture fund and a missing month (blocks 1, 2, 5, 6, PL) and synthetic CRI/CRA monthly reports (classe member, 2026) with invented codes (not CVM figures)',
    sources: [CDA_SOURCE, SECURIT_SOURCE],
    load: (ownerUrl, dataDir, dir, options) => loadSampleInstruments(ownerUrl, dataDir, dir, options),
  },
  {
    name: 'curated-etf',
    description: 'the committed curated ETF files (curated/*.csv): their rows are marked sample (invented ETFs and snapshots, not website figures) until an operator replaces them',
    sources: [CURATED_ETF_SOURCE],
    load: (ownerUrl, dataDir, _dir, options) => loadCuratedEtfSample(ownerUrl, dataDir, options),
  },
  {
    name: 'b3-fnet',
    description: `synthetic FNET listings of the monthly structured reports of the sample FIDC (${SAMPLE_FNET_FIRST_MONTH.fidc}..) and FII (${SAMPLE_FNET_FIRST_MONTH.fii}..) funds through ${SAMPLE_FNET_LAST_MONTH}: on time, late, re-filed as version 2, two classes (not B3 records); and the genuine bodies of two filings of FIDC 07.727.002/0001-26's 12/2024 report (FNET 828381 and 857292, a restatement) under a synthetic listing`,
    sources: [FNET_SOURCE],
    load: loadSampleFnet,
  },
  {
    name: 'b3-taxa-swap',
    description: `the genuine reference rates of 2014-12-12 (curve APR, an exchange file) plus synthetic curves ${SAMPLE_CURVES.join(', ')} for the sessions ${SAMPLE_CURVE_FIRST_DAY}..${SAMPLE_CURVE_LAST_DAY} (not exchange figures)`,
    sources: [TAXA_SWAP_SOURCE],
    load: loadSampleCurves,
  },
  {
    name: 'b3-corporate-events',
    description: "the genuine listed-companies answers for Ambev (company data, 29 cash events) plus synthetic answers for DEMO, the synthetic tape's DEMO3: a 2-for-1 split after 2026-06-15, interest on equity and a dividend (not exchange figures)",
    sources: [CORPORATE_EVENTS_SOURCE],
    load: loadSampleCorporateEvents,
  },
  {
    name: 'b3-index-portfolio',
    description: 'the genuine IBOV theoretical portfolio of May 2022 (92 stocks) and the genuine stock-to-index membership updated 2022-05-13 (660 stocks), the exchange\'s answers',
    sources: [INDEX_PORTFOLIO_SOURCE, INDEX_MEMBERSHIP_SOURCE],
    load: loadSampleIndexPortfolios,
  },
  {
    name: 'cvm-companies',
    description: `three synthetic listed companies (CVM codes 990001-990003): a register and DFP statements (DRE, BPA, BPP, DFC, DVA, DMPL) ${SAMPLE_DFP_YEARS[0]}..${SAMPLE_DFP_YEARS[SAMPLE_DFP_YEARS.length - 1]} with receipt dates and one restatement, an ITR year (${SAMPLE_ITR_YEAR}: three quarters, each quarter and its year to date, one quarter re-filed), FCA ticker lists with a ticker change (BETA3 -> BTVJ3), IPE filings 2024-2025 (material facts, notices, meetings; one re-filed) (not CVM figures)`,
    sources: [CIA_CAD_SOURCE, CIA_DFP_SOURCE, CIA_ITR_SOURCE, CIA_FCA_SOURCE, CIA_IPE_SOURCE],
    load: async (ownerUrl, dataDir, dir, options) => [...(await loadSampleCompanies(ownerUrl, dataDir, dir, options)), ...(await loadSampleTickers(ownerUrl, dataDir, dir, options)), ...(await loadSampleEvents(ownerUrl, dataDir, dir, options))],
  },
  {
    name: 'anbima-boletim',
    description: `a synthetic ANBIMA fund bulletin workbook, edition ${SAMPLE_BOLETIM_EDITION.slice(0, 7)} (class sheets from ${SAMPLE_BOLETIM_FIRST_MONTH.slice(0, 7)}, type sheets the last 19 months), written with exceljs as the published pages 4, 5, 8, 9, 11 and 13 (not ANBIMA figures)`,
    sources: [BOLETIM_SOURCE],
    load: loadSampleBoletim,
  },
];

export function sampleDir(dataDir: string, set: SampleSet): string {
  return set.name === 'ptax' ? path.join(dataDir, 'sample') : path.join(dataDir, 'sample', set.name);
}
