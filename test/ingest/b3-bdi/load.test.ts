// Each bulletin table through the real loader into a real database: the layout
// quirks, the Total row, the caption date, empty sessions, identical bytes for
// two sessions, idempotent re-runs and a malformed file that loads nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBdiFile } from '../../../src/ingest/b3-bdi/load.js';
import { brDate, HEADERS, investorCaption, renderBdiSheet, renderEmptyAnswer } from '../../../src/sample/b3-bdi/bdi-csv.js';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/kysely.js';
import { readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const D = '2026-11-13';

function write(name: string, text: string): string {
  const file = path.join(env.dataDir, 'in', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
const load = (file: string, extra: { force?: boolean } = {}) => loadBdiFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
/** Reads back through Kysely typed by the generated schema (dates cast to their ISO text). */
const read = <T>(query: (db: Db) => Promise<T>) => readDb(env.db.superuserUrl, query);
const sessions = (table: string) =>
  read((db) =>
    db.selectFrom('b3.bdi_session').select((eb) => [eb.cast<string>('session_date', 'text').as('session_date'), 'status', eb.cast<string>('data_date', 'text').as('data_date'), 'row_count']).where('table_name', '=', table).orderBy('session_date').execute(),
  );

const openPositionCsv = (day: string, quantity = '1.000') =>
  renderBdiSheet({
    title: 'Empréstimo de Ativos - Posições em Aberto',
    captions: [`Data de referência: ${brDate(day)}`],
    header: [...HEADERS.BTBLendingOpenPosition],
    rows: [
      [brDate(day), 'PETR4', 'BRPETRACNPR6', 'PETROBRAS', 'Voluntário', 'Registro', quantity, '38,10', '38.100,00'],
      [brDate(day), 'PETR4', 'BRPETRACNPR6', 'PETROBRAS', 'Voluntário', 'Neg. Eletrônica D+1', '500', '38,10', '19.050,00'],
      [brDate(day), 'PETR4', 'BRPETRACNPR6', 'PETROBRAS', 'Voluntário', 'Total', '1.500', '38,10', '57.150,00'],
    ],
  });

describe('BTBLendingOpenPosition', () => {
  it('loads every row as published, marking the Total row so the views never add it', async () => {
    const result = await load(write(`BTBLendingOpenPosition_${D}.csv`, openPositionCsv(D)));
    expect(result.status).toBe('loaded');
    expect(await read((db) => db.selectFrom('b3.lending_open_position').select(['market', 'quantity', 'value_brl', 'is_total']).orderBy('market').execute())).toEqual([
      { market: 'Neg. Eletrônica D+1', quantity: '500', value_brl: '19050.00', is_total: false },
      { market: 'Registro', quantity: '1000', value_brl: '38100.00', is_total: false },
      { market: 'Total', quantity: '1500', value_brl: '57150.00', is_total: true },
    ]);
    expect(await sessions('BTBLendingOpenPosition')).toEqual([{ session_date: D, status: 'loaded', data_date: D, row_count: 3 }]);
  });

  it('skips the same bytes for a held session, and --force changes nothing', async () => {
    const file = path.join(env.dataDir, 'in', `BTBLendingOpenPosition_${D}.csv`);
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, { force: true });
    expect(forced).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0 });
  });

  it('loads nothing from a malformed file and names the line and why', async () => {
    const bad = write(`BTBLendingOpenPosition_2026-11-16.csv`, openPositionCsv('2026-11-16', '1.0.0'));
    const error = await expectIngestFileError(load(bad));
    expect(error.message).toBe('BTBLendingOpenPosition_2026-11-16.csv line 4: "1.0.0" is not a number in column Saldo em quantidade do ativo');
    expect(await read((db) => db.selectFrom('b3.lending_open_position').select((eb) => eb.fn.countAll<number>().as('n')).where('trade_date', '=', sql<Date>`'2026-11-16'::date`).execute())).toEqual([{ n: '0' }]);
    expect(await sessions('BTBLendingOpenPosition')).toHaveLength(1);
    expect((await ingestLog(env.db.superuserUrl)).at(-1)).toMatchObject({ status: 'failed', file_name: 'BTBLendingOpenPosition_2026-11-16.csv' });
  });
});

describe('BTBLoanBalance', () => {
  it('tells the lender rates from the borrower rates by the band row', async () => {
    await load(write(`BTBLoanBalance_${D}.csv`, renderBdiSheet({
      title: 'Empréstimo de Ativos - Saldo em Aberto',
      band: [...HEADERS.BTBLoanBalanceBand],
      header: [...HEADERS.BTBLoanBalance],
      rows: [[brDate(D), 'VALE3', 'BRVALEACNOR0', 'VALE', 'Registro', '12', '3.400', '207.400,00', '0,10', '0,25', '0,90', '0,12', '0,30', '1,10']],
    })));
    expect(await read((db) => db.selectFrom('b3.lending_balance').select(['contracts', 'lender_rate_min', 'lender_rate_avg', 'lender_rate_max', 'borrower_rate_min', 'borrower_rate_avg', 'borrower_rate_max']).execute())).toEqual([
      { contracts: '12', lender_rate_min: '0.10', lender_rate_avg: '0.25', lender_rate_max: '0.90', borrower_rate_min: '0.12', borrower_rate_avg: '0.30', borrower_rate_max: '1.10' },
    ]);
  });

  it('refuses a balance file without the band row, loading nothing', async () => {
    const error = await expectIngestFileError(load(write('BTBLoanBalance_2026-11-16.csv', renderBdiSheet({
      title: 'Empréstimo de Ativos - Saldo em Aberto', header: [...HEADERS.BTBLoanBalance], rows: [],
    }))));
    expect(error.message).toMatch(/line 2: missing column "Mínima" under a band/);
  });
});

describe('BTBTrade', () => {
  it('reads the lender and borrower participants (code and name) under their bands', async () => {
    await load(write(`BTBTrade_${D}.csv`, renderBdiSheet({
      title: 'Empréstimo de Ativos - Negócios',
      band: [...HEADERS.BTBTradeBand],
      header: [...HEADERS.BTBTrade],
      rows: [['PETR4', '1.000', '0,55', '777', 'Registro', brDate(D), '10:01:02', 'Inclusão', 'Regular', '3', 'XP INVESTIMENTOS', '85', 'BTG PACTUAL']],
    })));
    expect(await read((db) => db.selectFrom('b3.lending_trade').select(['trade_number', 'ticker', 'quantity', 'rate_pct', 'trade_time', 'lender_code', 'lender_name', 'borrower_code', 'borrower_name', 'layout']).execute())).toEqual([
      { trade_number: '777', ticker: 'PETR4', quantity: '1000', rate_pct: '0.55', trade_time: '10:01:02', lender_code: '3', lender_name: 'XP INVESTIMENTOS', borrower_code: '85', borrower_name: 'BTG PACTUAL', layout: 'BTBTrade' },
    ]);
  });
});

describe('SharesInvesVolum', () => {
  it('dates the month-to-date rows by the caption (T+2), keeps the asked session, and leaves the Total line out', async () => {
    await load(write('SharesInvesVolum_2026-11-13.csv', renderBdiSheet({
      title: 'Participação dos Investidores',
      captions: [investorCaption('2026-11-11'), 'Valores em R$ mil'],
      header: [...HEADERS.SharesInvesVolum],
      rows: [
        ['Investidor Estrangeiro', '12.345.678,901', '55,10', '11.000.000,000', '52,00'],
        ['Instituições Financeiras', '1.000,5', '4,90', '2.000,25', '8,00'],
        ['Total', '12.346.679,401', '100,00', '11.002.000,250', '100,00'],
      ],
    })));
    expect(await read((db) => db.selectFrom('b3.investor_participation').select((eb) => [eb.cast<string>('reference_date', 'text').as('reference_date'), 'investor_type', 'buy_thousands', 'buy_share_pct', 'sell_thousands', 'sell_share_pct']).orderBy('investor_type').execute())).toEqual([
      { reference_date: '2026-11-11', investor_type: 'Instituições Financeiras', buy_thousands: '1000.5', buy_share_pct: '4.90', sell_thousands: '2000.25', sell_share_pct: '8.00' },
      { reference_date: '2026-11-11', investor_type: 'Investidor Estrangeiro', buy_thousands: '12345678.901', buy_share_pct: '55.10', sell_thousands: '11000000.000', sell_share_pct: '52.00' },
    ]);
    expect(await sessions('SharesInvesVolum')).toEqual([{ session_date: '2026-11-13', status: 'loaded', data_date: '2026-11-11', row_count: 2 }]);
  });

  it('refuses a participation file without the caption date', async () => {
    const error = await expectIngestFileError(load(write('SharesInvesVolum_2026-11-16.csv', renderBdiSheet({
      title: 'Participação dos Investidores', header: [...HEADERS.SharesInvesVolum], rows: [['Outros', '1', '1', '1', '1']],
    }))));
    expect(error.message).toMatch(/line 2: no caption "Dados acumulados/);
  });
});

describe('empty sessions and identical bytes', () => {
  it('records Nenhum resultado as an empty session for each table and day, though the bytes are the same', async () => {
    await load(write('BTBTrade_2026-11-02.csv', renderEmptyAnswer()));
    await load(write('BTBTrade_2026-11-20.csv', renderEmptyAnswer()));
    await load(write('InstrumentsEquities_2026-11-02.csv', renderEmptyAnswer()));
    expect(await sessions('BTBTrade')).toEqual([
      { session_date: '2026-11-02', status: 'empty', data_date: null, row_count: 0 },
      { session_date: D, status: 'loaded', data_date: D, row_count: 1 },
      { session_date: '2026-11-20', status: 'empty', data_date: null, row_count: 0 },
    ]);
    expect(await sessions('InstrumentsEquities')).toEqual([{ session_date: '2026-11-02', status: 'empty', data_date: null, row_count: 0 }]);
  });

  it('never turns a loaded session back into an empty one', async () => {
    await load(write(`BTBTrade_${D}.csv`, renderEmptyAnswer()), { force: true });
    expect((await sessions('BTBTrade')).find((s) => s.session_date === D)).toMatchObject({ status: 'loaded', row_count: 1 });
  });

  it('loads an unchanged registry for every session it was asked for', async () => {
    const registry = renderBdiSheet({
      title: 'Cadastro de Instrumentos',
      header: [...HEADERS.InstrumentsEquities],
      rows: [['PETR4', 'PETR', 'PETROBRAS', 'Petróleo, Gás e Biocombustíveis', 'EQUITY-CASH', 'SHARES', 'BRPETRACNPR6', 'PETROLEO BRASILEIRO S.A.', '205.431.960.490,52', 'N2']],
    });
    await load(write('InstrumentsEquities_2026-11-12.csv', registry));
    await load(write(`InstrumentsEquities_${D}.csv`, registry));
    expect(await read((db) => db.selectFrom('b3.instrument_registry').select((eb) => [eb.cast<string>('reference_date', 'text').as('reference_date'), 'ticker', 'sector', 'category', 'share_capital']).orderBy('reference_date').execute())).toEqual([
      { reference_date: '2026-11-12', ticker: 'PETR4', sector: 'Petróleo, Gás e Biocombustíveis', category: 'SHARES', share_capital: '205431960490.52' },
      { reference_date: D, ticker: 'PETR4', sector: 'Petróleo, Gás e Biocombustíveis', category: 'SHARES', share_capital: '205431960490.52' },
    ]);
  });

  it('refuses an empty answer that names no table or session', async () => {
    // forced: the same bytes were loaded before, which alone would skip the file unread
    const error = await expectIngestFileError(load(write('answer.csv', renderEmptyAnswer()), { force: true }));
    expect(error.message).toMatch(/^answer\.csv: an empty answer \(Nenhum resultado\) names no table or session/);
  });

  it('refuses a file whose header belongs to another table than its name says', async () => {
    const error = await expectIngestFileError(load(write('BTBTrade_2026-11-17.csv', openPositionCsv('2026-11-17'))));
    expect(error.message).toMatch(/line 3: the header is the one of BTBLendingOpenPosition, not BTBTrade/);
  });
});
