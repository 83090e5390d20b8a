// The bulletin tables this loader knows: how each is recognised by its header,
// the landing table each fills (a TableSpec like every loader's: columns with
// the published header and value rule, key, duplicate policy), and how one
// published record becomes one landing row. The record mapping stays code
// because the layout needs more than header names (band rows above same-named
// columns, a caption date, swapped columns, Total lines); its cells go through
// the shared value rules and its repeated keys through the shared DuplicateRule.
import { brDate, brNumber, brText, IngestFileError, isBlank, readCell, tradeTime, type ColumnSpec, type CopyValue, type TableSpec, type ValueKind } from '../common/index.js';
import { columnOf, type SheetHead, type SheetRecord } from './parse.js';

export type BdiTableName = 'BTBLendingOpenPosition' | 'BTBLoanBalance' | 'BTBTrade' | 'NegociosBTB' | 'SharesInvesVolum' | 'InstrumentsEquities';

export interface LandingRow {
  /** Values in the spec's column order. */
  values: CopyValue[];
  /** The date the row carries (trade or reference date). */
  date: string;
}

export interface BdiTable {
  name: BdiTableName;
  spec: TableSpec;
  /** Header names that identify the table (all present). */
  signature: readonly string[];
  /** Reads the header once; returns the per-record mapper (null = a record that is not a row, e.g. a Total line). */
  reader(head: SheetHead): (record: SheetRecord) => LandingRow | null;
}

/** A landing column read from the published header `header` (none: the reader derives it). */
function col(column: string, kind: ValueKind, header?: string): ColumnSpec {
  return { column, headers: header === undefined ? [] : [header], kind };
}

/** Cell reader for one record through the shared value rules: every failure names file, line, column and value. */
function cellsOf(head: SheetHead, record: SheetRecord) {
  const at = `line ${record.line}`;
  const raw = (index: number) => record.cells[index] ?? '';
  const read = (index: number, parse: (text: string) => string | null) => readCell(head.fileName, at, head.header[index], () => parse(raw(index)));
  return {
    text: (index: number) => read(index, brText),
    required: (index: number) => read(index, brText) ?? fail(head, at, index, raw(index), 'a value (it is required)'),
    number: (index: number) => read(index, brNumber),
    date: (index: number) => read(index, brDate) ?? fail(head, at, index, raw(index), 'a date DD/MM/YYYY'),
    time: (index: number) => read(index, tradeTime),
  };
}

function fail(head: SheetHead, at: string, index: number, value: string, what: string): never {
  throw new IngestFileError(head.fileName, at, `${JSON.stringify(value)} is not ${what} in column ${head.header[index]}`);
}

/** True when the cell holds a date (NegociosBTB's swapped columns are told apart by it). */
function holdsDate(text: string): boolean {
  try {
    return brDate(text) !== null;
  } catch {
    return false;
  }
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
  spec: {
    table: 'b3.lending_open_position',
    key: ['trade_date', 'ticker', 'loan_type', 'market'],
    columns: [
      col('trade_date', 'br-date', 'Data'), col('ticker', 'br-text', 'Código IF'), { ...col('loan_type', 'br-text', 'Tipo de empréstimo'), blankAs: '' },
      col('market', 'br-text', 'Mercado'), col('isin', 'br-text', 'Código ISIN'), col('asset_name', 'br-text', 'Empresa ou fundo'),
      col('quantity', 'br-number', 'Saldo em quantidade do ativo'), col('average_price', 'br-number', 'Preço médio'), col('value_brl', 'br-number', 'Saldo em R$'),
      // true on the market's Total line
      col('is_total', 'text'),
    ],
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
        date,
      };
    };
  },
};

export const LOAN_BALANCE: BdiTable = {
  name: 'BTBLoanBalance',
  spec: {
    table: 'b3.lending_balance',
    key: ['trade_date', 'ticker', 'market'],
    columns: [
      col('trade_date', 'br-date', 'Data'), col('ticker', 'br-text', 'Código IF'), col('market', 'br-text', 'Mercado'), col('isin', 'br-text', 'Código ISIN'),
      col('asset_name', 'br-text', 'Empresa ou fundo'), col('contracts', 'br-number', 'Número de contratos'), col('quantity', 'br-number', 'Quantidade de ativos'),
      col('value_brl', 'br-number', 'Valor em R$'),
      // the two Mínima / Média ponderada / Máxima trios, told apart by the band above (doador / tomador)
      col('lender_rate_min', 'br-number', 'Mínima'), col('lender_rate_avg', 'br-number', 'Média ponderada'), col('lender_rate_max', 'br-number', 'Máxima'),
      col('borrower_rate_min', 'br-number', 'Mínima'), col('borrower_rate_avg', 'br-number', 'Média ponderada'), col('borrower_rate_max', 'br-number', 'Máxima'),
      col('is_total', 'text'),
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
        date,
      };
    };
  },
};

/** Both trade layouts land here; the headers are BTBTrade's (NegociosBTB's reader names its own). */
const TRADE_TABLE: TableSpec = {
  table: 'b3.lending_trade',
  key: ['trade_date', 'trade_number'],
  columns: [
    col('trade_date', 'br-date', 'Data de referência'), col('trade_number', 'br-text', 'Número do negócio'), col('ticker', 'br-text', 'Código IF'),
    col('quantity', 'br-number', 'Quantidade'), col('rate_pct', 'br-number', 'Taxa % remuneração'), col('market', 'br-text', 'Mercado'),
    col('trade_time', 'br-time', 'Hora'), col('update_action', 'br-text', 'Ação de atualização'), col('session_type', 'br-text', 'Tipo sessão do pregão'),
    col('lender_code', 'br-text', 'Código'), col('lender_name', 'br-text', 'Nome'), col('borrower_code', 'br-text', 'Código'), col('borrower_name', 'br-text', 'Nome'),
    // which layout the row came from: BTBTrade or NegociosBTB
    col('layout', 'text'),
  ],
  periodColumn: 'trade_date',
};

export const TRADE: BdiTable = {
  name: 'BTBTrade',
  spec: TRADE_TABLE,
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
  spec: TRADE_TABLE,
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
      if (!holdsDate(record.cells[c.sessionDate] ?? '') && holdsDate(record.cells[c.sessionType] ?? '')) [dateColumn, typeColumn] = [c.sessionType, c.sessionDate];
      const date = r.date(dateColumn);
      const number = r.required(c.number);
      return {
        values: [
          date, number, r.required(c.ticker), r.number(c.quantity) ?? r.required(c.quantity), r.number(c.rate), r.text(c.market), r.time(c.time),
          r.text(c.action), r.text(typeColumn), r.text(c.lender), null, r.text(c.borrower), null, 'NegociosBTB',
        ],
        date,
      };
    };
  },
};

const CAPTION_DATE = /acumulados do in[ií]cio do m[eê]s at[eé] o dia (\d{2}\/\d{2}\/\d{4})/i;

export const INVESTOR_PARTICIPATION: BdiTable = {
  name: 'SharesInvesVolum',
  spec: {
    table: 'b3.investor_participation',
    key: ['reference_date', 'investor_type'],
    columns: [
      // from the caption above the header ("... até o dia DD/MM/YYYY")
      col('reference_date', 'br-date'),
      col('investor_type', 'br-text', 'Tipos de investidores'), col('buy_thousands', 'br-number', 'Compras (R$) mil'),
      col('buy_share_pct', 'br-number', 'Participação (%)'), col('sell_thousands', 'br-number', 'Vendas (R$) mil'), col('sell_share_pct', 'br-number', 'Participação (%)'),
    ],
    periodColumn: 'reference_date',
  },
  signature: ['Tipos de investidores', 'Compras (R$) mil', 'Vendas (R$) mil'],
  reader(head) {
    const caption = head.preamble.map((line) => CAPTION_DATE.exec(line)).find(Boolean);
    const referenceDate = caption && holdsDate(caption[1]) ? brDate(caption[1]) : null;
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
        date: referenceDate,
      };
    };
  },
};

export function instrumentsTable(sessionDate: string): BdiTable {
  return {
    name: 'InstrumentsEquities',
    spec: {
      table: 'b3.instrument_registry',
      key: ['reference_date', 'ticker'],
      columns: [
        // the session asked for: the file carries no date
        col('reference_date', 'date'),
        col('ticker', 'br-text', 'Instrumento financeiro'), col('asset', 'br-text', 'Ativo'), col('asset_description', 'br-text', 'Descrição do ativo'),
        col('sector', 'br-text', 'Segmento'), col('market', 'br-text', 'Mercado'), col('category', 'br-text', 'Categoria'), col('isin', 'br-text', 'Código ISIN'),
        col('institution_name', 'br-text', 'Nome da instituição'), col('share_capital', 'br-number', 'Capital social'),
        col('governance_level', 'br-text', 'Nível de governança corporativa'),
      ],
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
