// Sample bulletin sessions in the exchange's own export format, 2026-10-01
// through 2026-11-13 (30 sessions across a month boundary): every table for every
// session, `Nenhum resultado` for the weekday holidays (2026-10-12, 2026-11-02),
// tickers without a sector, one ticker lent on three markets (with the Total
// row), and no investor-participation file for the first November session, so
// the next one is an unknown_opening_snapshot. Deterministic: seeded, no clock.
import fs from 'node:fs';
import path from 'node:path';
import { bdiFileName } from '../../ingest/b3-bdi/load.js';
import type { BdiTableName } from '../../ingest/b3-bdi/tables.js';
import { businessDays } from '../brazil-calendar.js';
import { gaussian, seededRandom } from '../random.js';
import { brDate, HEADERS, investorCaption, ptBr, renderBdiSheet, renderEmptyAnswer } from './bdi-csv.js';

export const SAMPLE_BDI_FIRST_SESSION = '2026-10-01';
export const SAMPLE_BDI_LAST_SESSION = '2026-11-13';
/** The investor table's missing snapshot: the first November session. */
export const SAMPLE_MISSING_INVESTOR_REFERENCE = '2026-11-03';

interface SampleTicker {
  ticker: string;
  isin: string;
  name: string;
  /** Registry row: null = not in the registry at all. */
  registry: { sector: string | null; category: string } | null;
  price: number;
  markets: string[];
}

const MARKETS = { registro: 'Registro', d0: 'Neg. Eletrônica D+0', d1: 'Neg. Eletrônica D+1' };

export const SAMPLE_TICKERS: readonly SampleTicker[] = [
  { ticker: 'PETR4', isin: 'BRPETRACNPR6', name: 'PETROBRAS', registry: { sector: 'Petróleo, Gás e Biocombustíveis', category: 'SHARES' }, price: 38, markets: [MARKETS.registro, MARKETS.d0, MARKETS.d1] },
  { ticker: 'VALE3', isin: 'BRVALEACNOR0', name: 'VALE', registry: { sector: 'Materiais Básicos', category: 'SHARES' }, price: 61, markets: [MARKETS.registro, MARKETS.d1] },
  { ticker: 'ITUB4', isin: 'BRITUBACNPR1', name: 'ITAUUNIBANCO', registry: { sector: 'Financeiro', category: 'SHARES' }, price: 36, markets: [MARKETS.registro] },
  { ticker: 'BBDC4', isin: 'BRBBDCACNPR8', name: 'BRADESCO', registry: { sector: 'Financeiro', category: 'SHARES' }, price: 15, markets: [MARKETS.registro] },
  { ticker: 'MGLU3', isin: 'BRMGLUACNOR2', name: 'MAGAZ LUIZA', registry: { sector: 'Consumo Cíclico', category: 'SHARES' }, price: 9, markets: [MARKETS.registro] },
  { ticker: 'ABEV3', isin: 'BRABEVACNOR1', name: 'AMBEV S/A', registry: { sector: 'Consumo não Cíclico', category: 'SHARES' }, price: 13, markets: [MARKETS.registro] },
  { ticker: 'WEGE3', isin: 'BRWEGEACNOR0', name: 'WEG', registry: { sector: 'Bens Industriais', category: 'SHARES' }, price: 42, markets: [MARKETS.registro] },
  { ticker: 'TAEE11', isin: 'BRTAEECDAM10', name: 'TAESA', registry: { sector: 'Utilidade Pública', category: 'UNIT' }, price: 35, markets: [MARKETS.registro] },
  { ticker: 'BOVA11', isin: 'BRBOVACTF003', name: 'ISHARES BOVA', registry: { sector: null, category: 'ETF EQUITIES' }, price: 130, markets: [MARKETS.registro] },
  { ticker: 'XPML11', isin: 'BRXPMLCTF000', name: 'FII XP MALLS', registry: { sector: null, category: 'FUNDS' }, price: 105, markets: [MARKETS.registro] },
  { ticker: 'NOVA3', isin: 'BRNOVAACNOR9', name: 'NOVA CIA', registry: null, price: 4, markets: [MARKETS.registro] },
];

const BROKERS: readonly [string, string][] = [
  ['3', 'XP INVESTIMENTOS CCTVM S/A'],
  ['8', 'UBS BRASIL CCTVM S/A'],
  ['27', 'SANTANDER CCTVM S/A'],
  ['40', 'MORGAN STANLEY CTVM S/A'],
  ['72', 'BRADESCO S/A CTVM'],
  ['85', 'BTG PACTUAL CTVM S/A'],
  ['114', 'ITAU CV S/A'],
];

export const INVESTOR_TYPES = ['Institucionais', 'Instituições Financeiras', 'Investidor Estrangeiro', 'Investidores Individuais', 'Outros'] as const;

export interface SampleFile {
  path: string;
  table: BdiTableName;
  sessionDate: string;
}

export function sampleSessions(): string[] {
  return businessDays(SAMPLE_BDI_FIRST_SESSION, SAMPLE_BDI_LAST_SESSION);
}

/** Weekdays in the window that are holidays: the exchange answers Nenhum resultado. */
export function sampleHolidays(): string[] {
  const sessions = new Set(sampleSessions());
  const days: string[] = [];
  for (let t = Date.parse(`${SAMPLE_BDI_FIRST_SESSION}T00:00:00Z`); t <= Date.parse(`${SAMPLE_BDI_LAST_SESSION}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    const day = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !sessions.has(day)) days.push(day);
  }
  return days;
}

/** Writes every sample file into `dir`, oldest session first. */
export function writeSampleBdi(dir: string): SampleFile[] {
  fs.mkdirSync(dir, { recursive: true });
  const files: SampleFile[] = [];
  const write = (table: BdiTableName, sessionDate: string, text: string) => {
    const file = path.join(dir, bdiFileName(table, sessionDate));
    fs.writeFileSync(file, text);
    files.push({ path: file, table, sessionDate });
  };
  const sessions = sampleSessions();
  // the investor table runs T+2: the file of session i holds session i-2 (two sessions before the window included)
  const investorDays = businessDays('2026-09-25', SAMPLE_BDI_LAST_SESSION);
  const investor = investorSnapshots(investorDays);
  const holidays = new Set(sampleHolidays());
  const days = [...sessions, ...holidays].sort();
  for (const day of days) {
    if (holidays.has(day)) {
      for (const table of ['InstrumentsEquities', 'BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'SharesInvesVolum'] as const) write(table, day, renderEmptyAnswer());
      continue;
    }
    const rng = seededRandom(`bdi-sample:${day}`);
    write('InstrumentsEquities', day, instrumentsSheet());
    write('BTBLendingOpenPosition', day, openPositionSheet(day, sessions.indexOf(day), rng));
    write('BTBLoanBalance', day, loanBalanceSheet(day, rng));
    write('BTBTrade', day, tradeSheet(day, rng));
    const reference = investorDays[investorDays.indexOf(day) - 2];
    if (reference !== SAMPLE_MISSING_INVESTOR_REFERENCE) write('SharesInvesVolum', day, investorSheet(reference, investor.get(reference)!));
  }
  return files;
}

function instrumentsSheet(): string {
  const rows = SAMPLE_TICKERS.filter((t) => t.registry).map((t) => [
    t.ticker, t.ticker.slice(0, 4), t.name, t.registry!.sector, 'EQUITY-CASH', t.registry!.category, t.isin, t.name, t.registry!.category === 'SHARES' ? ptBr(1_000_000_000 + t.price * 1e7, 2) : null, 'NM',
  ]);
  return renderBdiSheet({ title: 'Cadastro de Instrumentos - Listados (Ações)', header: [...HEADERS.InstrumentsEquities], rows });
}

/** Position per ticker and market; drifts with the session index so every session differs. */
function position(t: SampleTicker, market: number, index: number, rng: () => number): number {
  return Math.round((2_000_000 / t.price) * 10 * (1 + 0.3 * market) * (1 + index / 60) * (0.9 + 0.2 * rng()));
}

function openPositionSheet(day: string, index: number, rng: () => number): string {
  const rows: (string | null)[][] = [];
  for (const t of SAMPLE_TICKERS) {
    const price = t.price * (0.95 + 0.1 * rng());
    let total = 0;
    for (const [m, market] of t.markets.entries()) {
      const qty = position(t, m, index, rng);
      total += qty;
      rows.push([brDate(day), t.ticker, t.isin, t.name, 'Voluntário', market, ptBr(qty, 0), ptBr(price, 2), ptBr(qty * Number(price.toFixed(2)), 2)]);
    }
    if (t.markets.length > 1) rows.push([brDate(day), t.ticker, t.isin, t.name, 'Voluntário', 'Total', ptBr(total, 0), ptBr(price, 2), ptBr(total * Number(price.toFixed(2)), 2)]);
  }
  return renderBdiSheet({ title: 'Empréstimo de Ativos - Posições em Aberto', captions: [`Data de referência: ${brDate(day)}`], header: [...HEADERS.BTBLendingOpenPosition], rows });
}

function loanBalanceSheet(day: string, rng: () => number): string {
  const rows: (string | null)[][] = [];
  for (const t of SAMPLE_TICKERS) {
    const base = 0.1 + 3 * rng();
    for (const [m, market] of t.markets.entries()) {
      const qty = Math.round((1_000_000 / t.price) * (1 + m) * (0.8 + 0.4 * rng()));
      const lender = [base * 0.5, base, base * 2];
      const borrower = [base * 0.6, base * 1.1, base * 2.2];
      rows.push([
        brDate(day), t.ticker, t.isin, t.name, market, ptBr(20 + Math.round(50 * rng()), 0), ptBr(qty, 0), ptBr(qty * t.price, 2),
        ...lender.map((r) => ptBr(r, 2)), ...borrower.map((r) => ptBr(r, 2)),
      ]);
    }
  }
  return renderBdiSheet({
    title: 'Empréstimo de Ativos - Saldo em Aberto',
    captions: [`Data de referência: ${brDate(day)}`],
    band: [...HEADERS.BTBLoanBalanceBand],
    header: [...HEADERS.BTBLoanBalance],
    rows,
  });
}

function tradeSheet(day: string, rng: () => number): string {
  const rows: (string | null)[][] = [];
  let number = Number(day.replace(/-/g, '').slice(2)) * 1000;
  for (const t of SAMPLE_TICKERS) {
    const trades = 3 + Math.floor(8 * rng());
    for (let i = 0; i < trades; i += 1) {
      const lender = BROKERS[Math.floor(rng() * BROKERS.length)];
      const borrower = rng() < 0.3 ? lender : BROKERS[Math.floor(rng() * BROKERS.length)];
      const second = 10 * 3600 + Math.floor(rng() * 7 * 3600);
      const time = [Math.floor(second / 3600), Math.floor(second / 60) % 60, second % 60].map((v) => String(v).padStart(2, '0')).join(':');
      rows.push([
        t.ticker, ptBr(100 * (1 + Math.floor(rng() * 200)), 0), ptBr(0.05 + 5 * rng(), 2), String((number += 1)), t.markets[Math.floor(rng() * t.markets.length)],
        brDate(day), time, 'Inclusão', 'Regular', lender[0], lender[1], borrower[0], borrower[1],
      ]);
    }
  }
  return renderBdiSheet({ title: 'Empréstimo de Ativos - Negócios', band: [...HEADERS.BTBTradeBand], header: [...HEADERS.BTBTrade], rows });
}

type Snapshot = Map<string, { buy: number; sell: number }>;

/** Month-to-date buys and sells per investor type (R$ thousands), restarting every month. */
function investorSnapshots(days: string[]): Map<string, Snapshot> {
  const normal = gaussian(seededRandom('bdi-sample:investors'));
  const snapshots = new Map<string, Snapshot>();
  let previous: Snapshot | null = null;
  let month = '';
  for (const day of days) {
    const snapshot: Snapshot = new Map();
    for (const [i, type] of INVESTOR_TYPES.entries()) {
      const scale = [9_000_000, 1_500_000, 12_000_000, 3_000_000, 200_000][i];
      const held = day.slice(0, 7) === month ? previous!.get(type)! : { buy: 0, sell: 0 };
      const buy = Number((scale * (1 + 0.2 * normal())).toFixed(3));
      const sell = Number((scale * (1 + 0.2 * normal())).toFixed(3));
      snapshot.set(type, { buy: Number((held.buy + buy).toFixed(3)), sell: Number((held.sell + sell).toFixed(3)) });
    }
    month = day.slice(0, 7);
    previous = snapshot;
    snapshots.set(day, snapshot);
  }
  return snapshots;
}

function investorSheet(reference: string, snapshot: Snapshot): string {
  const totalBuy = [...snapshot.values()].reduce((s, v) => s + v.buy, 0);
  const totalSell = [...snapshot.values()].reduce((s, v) => s + v.sell, 0);
  const rows: (string | null)[][] = INVESTOR_TYPES.map((type) => {
    const v = snapshot.get(type)!;
    return [type, ptBr(v.buy, 3), ptBr((100 * v.buy) / totalBuy, 2), ptBr(v.sell, 3), ptBr((100 * v.sell) / totalSell, 2)];
  });
  rows.push(['Total', ptBr(totalBuy, 3), '100,00', ptBr(totalSell, 3), '100,00']);
  return renderBdiSheet({
    title: 'Participação dos Investidores - Mercado à Vista',
    captions: [investorCaption(reference), 'Valores em R$ mil'],
    header: [...HEADERS.SharesInvesVolum],
    rows,
  });
}
