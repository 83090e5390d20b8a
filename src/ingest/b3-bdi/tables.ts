// The bulletin tables this loader knows: how each is recognised by its header,
// where its rows land, and how one published record becomes one landing row.
import { IngestFileError, type CopyValue, type LandingTarget } from '../common/index.js';
import { columnOf, type SheetHead, type SheetRecord } from './parse.js';
import { isBlank, ptBrDate, ptBrNumber, textOrNull, tradeTime } from './values.js';

export type BdiTableName = 'BTBLendingOpenPosition' | 'BTBLoanBalance' | 'BTBTrade' | 'NegociosBTB' | 'SharesInvesVolum' | 'InstrumentsEquities';

export interface LandingRow {
  values: CopyValue[];
  /** Natural key as text, to refuse a file that repeats one. */
  key: string;
  /** The date the row carries (trade or reference date). */
  date: string;
}

export interface BdiTable {
  name: BdiTableName;
  target: LandingTarget;
  /** Header names that identify the table (all present). */
  signature: readonly string[];
  /** Reads the header once; returns the per-record mapper (null = a record that is not a row, e.g. a Total line). */
  reader(head: SheetHead): (record: SheetRecord) => LandingRow | null;
}

/** Cell reader for one record: every failure names file, line, column and value. */
function cellsOf(head: SheetHead, record: SheetRecord) {
  const fail = (column: string, value: string, what: string): never => {
    throw new IngestFileError(head.fileName, `line ${record.line}`, `${JSON.stringify(value)} is not ${what} in column ${column}`);
  };
  const raw = (index: number) => record.cells[index] ?? '';
  return {
    text: (index: number) => textOrNull(raw(index)),
    required: (index: number) => textOrNull(raw(index)) ?? fail(head.header[index], raw(index), 'a value (it is required)'),
    number: (index: number) => {
      const v = ptBrNumber(raw(index));
      return v === undefined ? fail(head.header[index], raw(index), 'a number') : v;
    },
    date: (index: number) => ptBrDate(raw(index)) ?? fail(head.header[index], raw(index), 'a date DD/MM/YYYY'),
    time: (index: number) => {
      const v = tradeTime(raw(index));
      return v === undefined ? fail(head.header[index], raw(index), 'a time HH:MM:SS') : v;
    },
  };
}

function checkWidth(head: SheetHead, record: SheetRecord): void {
  // a trailing `;` leaves one empty cell more than the header
  const extra = record.cells.slice(head.header.length);
  if (record.cells.length < head.header.length || extra.some((c) => c.trim() !== '')) {
    throw new IngestFileError(head.fileName, `line ${record.line}`, `${record.cells.length} fields where the header has ${head.header.length}`);
  }
}

const TOTAL = /^total$/i;

export const OPEN_POSITION: BdiTable = {
  name: 'BTBLendingOpenPosition',
  target: {
    table: 'b3.lending_open_position',
    key: ['trade_date', 'ticker', 'loan_type', 'market'],
    columns: ['trade_date', 'ticker', 'loan_type', 'market', 'isin', 'asset_name', 'quantity', 'average_price', 'value_brl', 'is_total'],
    periodColumn: 'trade_date',
  },
  signature: ['Código IF', 'Tipo de empréstimo', 'Saldo em quantidade do ativo'],
  reader(head) {
    const c = {
      date: columnOf(head, 'Data'),
      ticker: columnOf(head, 'Código IF'),
      isin: columnOf(head, 'Código ISIN'),
      name: columnOf(head, 'Empresa ou fundo'),
      loanType: columnOf(head, 'Tipo de empréstimo'),
      market: columnOf(head, 'Mercado'),
      quantity: columnOf(head, 'Saldo em quantidade do ativo'),
      price: columnOf(head, 'Preço médio'),
      value: columnOf(head, 'Saldo em R$'),
    };
    return (record) => {
      checkWidth(head, record);
      const r = cellsOf(head, record);
      const date = r.date(c.date);
      const ticker = r.required(c.ticker);
      const loanType = r.text(c.loanType) ?? '';
      const market = r.required(c.market);
      return {
        values: [date, ticker, loanType, market, r.text(c.isin), r.text(c.name), r.number(c.quantity), r.number(c.price), r.number(c.value), String(TOTAL.test(market))],
        key: [date, ticker, loanType, market].join('|'),
        date,
      };
    };
  },
};

export const LOAN_BALANCE: BdiTable = {
  name: 'BTBLoanBalance',
  target: {
    table: 'b3.lending_balance',
    key: ['trade_date', 'ticker', 'market'],
    columns: [
      'trade_date', 'ticker', 'market', 'isin', 'asset_name', 'contracts', 'quantity', 'value_brl',
      'lender_rate_min', 'lender_rate_avg', 'lender_rate_max', 'borrower_rate_min', 'borrower_rate_avg', 'borrower_rate_max', 'is_total',
    ],
    periodColumn: 'trade_date',
  },
  signature: ['Código IF', 'Número de contratos', 'Média ponderada'],
  reader(head) {
    // Two Mínima/Média ponderada/Máxima trios: only the band row says which is the lender's (doador).
    const lender = /doador/i;
    const borrower = /tomador/i;
    const c = {
      date: columnOf(head, 'Data'),
      ticker: columnOf(head, 'Código IF'),
      isin: columnOf(head, 'Código ISIN'),
      name: columnOf(head, 'Empresa ou fundo'),
      market: columnOf(head, 'Mercado'),
      contracts: columnOf(head, 'Número de contratos'),
      quantity: columnOf(head, 'Quantidade de ativos'),
      value: columnOf(head, 'Valor em R$'),
      lenderMin: columnOf(head, 'Mínima', { band: lender }),
      lenderAvg: columnOf(head, 'Média ponderada', { band: lender }),
      lenderMax: columnOf(head, 'Máxima', { band: lender }),
      borrowerMin: columnOf(head, 'Mínima', { band: borrower }),
      borrowerAvg: columnOf(head, 'Média ponderada', { band: borrower }),
      borrowerMax: columnOf(head, 'Máxima', { band: borrower }),
    };
    return (record) => {
      checkWidth(head, record);
      const r = cellsOf(head, record);
      const date = r.date(c.date);
      const ticker = r.required(c.ticker);
      const market = r.required(c.market);
      return {
        values: [
          date, ticker, market, r.text(c.isin), r.text(c.name), r.number(c.contracts), r.number(c.quantity), r.number(c.value),
          r.number(c.lenderMin), r.number(c.lenderAvg), r.number(c.lenderMax), r.number(c.borrowerMin), r.number(c.borrowerAvg), r.number(c.borrowerMax),
          String(TOTAL.test(market)),
        ],
        key: [date, ticker, market].join('|'),
        date,
      };
    };
  },
};

const TRADE_TARGET: LandingTarget = {
  table: 'b3.lending_trade',
  key: ['trade_date', 'trade_number'],
  columns: [
    'trade_date', 'trade_number', 'ticker', 'quantity', 'rate_pct', 'market', 'trade_time', 'update_action', 'session_type',
    'lender_code', 'lender_name', 'borrower_code', 'borrower_name', 'layout',
  ],
  periodColumn: 'trade_date',
};

export const TRADE: BdiTable = {
  name: 'BTBTrade',
  target: TRADE_TARGET,
  signature: ['Código IF', 'Número do negócio', 'Taxa % remuneração'],
  reader(head) {
    const lender = /doador/i;
    const borrower = /tomador/i;
    const c = {
      ticker: columnOf(head, 'Código IF'),
      quantity: columnOf(head, 'Quantidade'),
      rate: columnOf(head, 'Taxa % remuneração'),
      number: columnOf(head, 'Número do negócio'),
      market: columnOf(head, 'Mercado'),
      date: columnOf(head, 'Data de referência'),
      time: columnOf(head, 'Hora'),
      action: columnOf(head, 'Ação de atualização'),
      session: columnOf(head, 'Tipo sessão do pregão'),
      lenderCode: columnOf(head, 'Código', { band: lender }),
      lenderName: columnOf(head, 'Nome', { band: lender }),
      borrowerCode: columnOf(head, 'Código', { band: borrower }),
      borrowerName: columnOf(head, 'Nome', { band: borrower }),
    };
    return (record) => {
      checkWidth(head, record);
      const r = cellsOf(head, record);
      const date = r.date(c.date);
      const number = r.required(c.number);
      return {
        values: [
          date, number, r.required(c.ticker), r.number(c.quantity) ?? r.required(c.quantity), r.number(c.rate), r.text(c.market), r.time(c.time),
          r.text(c.action), r.text(c.session), r.text(c.lenderCode), r.text(c.lenderName), r.text(c.borrowerCode), r.text(c.borrowerName), 'BTBTrade',
        ],
        key: [date, number].join('|'),
        date,
      };
    };
  },
};

/**
 * The older NegociosBTB text (no preamble, ISO dates). In the published file the
 * values of DataDoPregao and TipoSessaoPregao are swapped relative to the header
 * (the session type sits under DataDoPregao); the columns are read by what their
 * values are when exactly one of the two holds a date.
 */
export const NEGOCIOS_BTB: BdiTable = {
  name: 'NegociosBTB',
  target: TRADE_TARGET,
  signature: ['Simbolo', 'NumeroDoNegocio', 'CodigoParticipanteDoador'],
  reader(head) {
    const c = {
      report: columnOf(head, 'DataDoRelatorio'),
      ticker: columnOf(head, 'Simbolo'),
      action: columnOf(head, 'AcaoDeAtualizacao'),
      rate: columnOf(head, 'TaxaDeJurosDoTermoDoNegocio'),
      quantity: columnOf(head, 'QuantidadeNegociada'),
      time: columnOf(head, 'HoraEntrada'),
      number: columnOf(head, 'NumeroDoNegocio'),
      sessionDate: columnOf(head, 'DataDoPregao'),
      sessionType: columnOf(head, 'TipoSessaoPregao'),
      market: columnOf(head, 'Mercado'),
      lender: columnOf(head, 'CodigoParticipanteDoador'),
      borrower: columnOf(head, 'CodigoParticipanteTomador'),
    };
    return (record) => {
      checkWidth(head, record);
      const r = cellsOf(head, record);
      let [dateColumn, typeColumn] = [c.sessionDate, c.sessionType];
      if (!ptBrDate(record.cells[c.sessionDate] ?? '') && ptBrDate(record.cells[c.sessionType] ?? '')) [dateColumn, typeColumn] = [c.sessionType, c.sessionDate];
      const date = r.date(dateColumn);
      const number = r.required(c.number);
      return {
        values: [
          date, number, r.required(c.ticker), r.number(c.quantity) ?? r.required(c.quantity), r.number(c.rate), r.text(c.market), r.time(c.time),
          r.text(c.action), r.text(typeColumn), r.text(c.lender), null, r.text(c.borrower), null, 'NegociosBTB',
        ],
        key: [date, number].join('|'),
        date,
      };
    };
  },
};

const CAPTION_DATE = /acumulados do in[ií]cio do m[eê]s at[eé] o dia (\d{2}\/\d{2}\/\d{4})/i;

export const INVESTOR_PARTICIPATION: BdiTable = {
  name: 'SharesInvesVolum',
  target: {
    table: 'b3.investor_participation',
    key: ['reference_date', 'investor_type'],
    columns: ['reference_date', 'investor_type', 'buy_thousands', 'buy_share_pct', 'sell_thousands', 'sell_share_pct'],
    periodColumn: 'reference_date',
  },
  signature: ['Tipos de investidores', 'Compras (R$) mil', 'Vendas (R$) mil'],
  reader(head) {
    const caption = head.preamble.map((line) => CAPTION_DATE.exec(line)).find(Boolean);
    const referenceDate = caption ? ptBrDate(caption[1]) : undefined;
    if (!referenceDate) {
      throw new IngestFileError(head.fileName, `line ${head.headerLine}`, 'no caption "Dados acumulados do início do mês até o dia DD/MM/YYYY" above the header: the reference date is unknown');
    }
    const buy = columnOf(head, 'Compras (R$) mil');
    const sell = columnOf(head, 'Vendas (R$) mil');
    const c = {
      type: columnOf(head, 'Tipos de investidores'),
      buy,
      buyShare: columnOf(head, 'Participação (%)', { after: buy }),
      sell,
      sellShare: columnOf(head, 'Participação (%)', { after: sell }),
    };
    return (record) => {
      checkWidth(head, record);
      const r = cellsOf(head, record);
      const type = r.required(c.type);
      // the Total line is the sum of the types, not an investor type
      if (TOTAL.test(type)) return null;
      return {
        values: [referenceDate, type, r.number(c.buy), r.number(c.buyShare), r.number(c.sell), r.number(c.sellShare)],
        key: type,
        date: referenceDate,
      };
    };
  },
};

export function instrumentsTable(sessionDate: string): BdiTable {
  return {
    name: 'InstrumentsEquities',
    target: {
      table: 'b3.instrument_registry',
      key: ['reference_date', 'ticker'],
      columns: ['reference_date', 'ticker', 'asset', 'asset_description', 'sector', 'market', 'category', 'isin', 'institution_name', 'share_capital', 'governance_level'],
      periodColumn: 'reference_date',
    },
    signature: ['Instrumento financeiro', 'Descrição do ativo', 'Categoria'],
    reader(head) {
      const c = {
        ticker: columnOf(head, 'Instrumento financeiro'),
        asset: columnOf(head, 'Ativo'),
        description: columnOf(head, 'Descrição do ativo'),
        sector: columnOf(head, 'Segmento'),
        market: columnOf(head, 'Mercado'),
        category: columnOf(head, 'Categoria'),
        isin: columnOf(head, 'Código ISIN'),
        institution: columnOf(head, 'Nome da instituição'),
        capital: columnOf(head, 'Capital social'),
        governance: columnOf(head, 'Nível de governança corporativa'),
      };
      return (record) => {
        checkWidth(head, record);
        const r = cellsOf(head, record);
        const ticker = r.required(c.ticker);
        return {
          values: [
            sessionDate, ticker, r.text(c.asset), r.text(c.description), r.text(c.sector), r.text(c.market), r.text(c.category), r.text(c.isin),
            r.text(c.institution), isBlank(record.cells[c.capital] ?? '') ? null : r.number(c.capital), r.text(c.governance),
          ],
          key: ticker,
          date: sessionDate,
        };
      };
    },
  };
}

export const TABLE_NAMES: readonly BdiTableName[] = ['BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB', 'SharesInvesVolum', 'InstrumentsEquities'];

/** Tables of the BDI export API, in collection order. */
export const COLLECTED_TABLES: readonly BdiTableName[] = ['InstrumentsEquities', 'BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'SharesInvesVolum'];

export function tableDefinitions(sessionDate: string): BdiTable[] {
  return [OPEN_POSITION, LOAN_BALANCE, TRADE, NEGOCIOS_BTB, INVESTOR_PARTICIPATION, instrumentsTable(sessionDate)];
}
