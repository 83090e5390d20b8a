// The bulletin tables this loader knows: how each is recognised by its header,
// and the landing table each fills, as a TableSpec like every loader's (columns
// with the published header and value rule, key, duplicate policy). A record is
// read by the spec (specReader); what header names alone cannot say stays in
// the table's reader: which band tells same-named columns apart, a caption
// date, NegociosBTB's swapped columns, the Total lines.
import { brDate, convert, IngestFileError, isCalendarDate, readCell, type ColumnSpec, type CopyValue, type TableSpec, type ValueKind } from '../common/index.js';
import { columnOf, type SheetHead, type SheetRecord } from './parse.js';

export type BdiTableName = 'BTBLendingOpenPosition' | 'BTBLoanBalance' | 'BTBTrade' | 'NegociosBTB' | 'SharesInvesVolum' | 'InstrumentsEquities';

export interface LandingRow {
  /** Values in the spec's column order. */
  values: CopyValue[];
  /** The date the row carries (the spec's period column). */
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
function col(column: string, kind: ValueKind, header?: string, extra: Partial<ColumnSpec> = {}): ColumnSpec {
  return { column, headers: header === undefined ? [] : [header], kind, ...extra };
}

/** How to find a column whose header name is not unique: by the band above it, or the first after another column. */
type Locate = Record<string, { band?: RegExp; after?: string }>;

type SpecRow = Record<string, CopyValue>;

/**
 * Finds every headed column of the spec in the header (refusing the file, at the
 * header line, when one is missing or ambiguous) and returns the record mapper:
 * each headed column through its value kind; a key column (unless blankAs) or a
 * notBlank one refuses a blank; `derived` supplies the columns without a header.
 */
function specReader(head: SheetHead, spec: TableSpec, locate: Locate = {}) {
  const index = new Map<string, number>();
  for (const c of spec.columns) {
    if (!c.headers.length) continue;
    const how = locate[c.column] ?? {};
    index.set(c.column, columnOf(head, c.headers[0], { band: how.band, after: how.after === undefined ? undefined : index.get(how.after) }));
  }
  return (record: SheetRecord, swap: readonly [string, string] | null = null): SpecRow => {
    checkWidth(head, record);
    const at = `line ${record.line}`;
    const row: SpecRow = {};
    for (const c of spec.columns) {
      if (!c.headers.length) continue;
      const column = swap && c.column === swap[0] ? swap[1] : swap && c.column === swap[1] ? swap[0] : c.column;
      const i = index.get(column)!;
      const raw = record.cells[i] ?? '';
      let value = readCell(head.fileName, at, head.header[i], () => convert(c.kind, raw));
      if (value === null && (c.notBlank || spec.key.includes(c.column))) {
        if (c.blankAs === undefined) throw new IngestFileError(head.fileName, at, `${JSON.stringify(raw)} is not a value (it is required) in column ${head.header[i]}`);
        value = c.blankAs;
      }
      row[c.column] = value;
    }
    return row;
  };
}

/** The row in the spec's column order, with its period date. */
function landingRow(spec: TableSpec, row: SpecRow): LandingRow {
  return { values: spec.columns.map((c) => row[c.column] ?? null), date: row[spec.periodColumn!]! };
}

/**
 * True when the cell holds a date DD/MM/YYYY or YYYY-MM-DD, as brDate reads them (NegociosBTB's
 * swapped columns are told apart by it). Asked of every record of a swapped file, so it tests
 * instead of catching brDate's error: building one error per record cost the sample's heaviest
 * set about half a second.
 */
function holdsDate(text: string): boolean {
  const t = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  return isCalendarDate(br ? `${br[3]}-${br[2]}-${br[1]}` : t);
}

function checkWidth(head: SheetHead, record: SheetRecord): void {
  // a trailing `;` leaves one empty cell more than the header
  const extra = record.cells.slice(head.header.length);
  if (record.cells.length < head.header.length || extra.some((c) => c.trim() !== '')) {
    throw new IngestFileError(head.fileName, `line ${record.line}`, `${record.cells.length} fields where the header has ${head.header.length}`);
  }
}

const TOTAL = /^total$/i;
const LENDER = /doador/i;
const BORROWER = /tomador/i;

export const OPEN_POSITION: BdiTable = {
  name: 'BTBLendingOpenPosition',
  spec: {
    table: 'b3.lending_open_position',
    key: ['trade_date', 'ticker', 'loan_type', 'market'],
    columns: [
      col('trade_date', 'br-date', 'Data'), col('ticker', 'br-text', 'Código IF'), col('loan_type', 'br-text', 'Tipo de empréstimo', { blankAs: '' }),
      col('market', 'br-text', 'Mercado'), col('isin', 'br-text', 'Código ISIN'), col('asset_name', 'br-text', 'Empresa ou fundo'),
      col('quantity', 'br-number', 'Saldo em quantidade do ativo'), col('average_price', 'br-number', 'Preço médio'), col('value_brl', 'br-number', 'Saldo em R$'),
      // true on the ticker's Total line (kept, never added to the per-market rows)
      col('is_total', 'text'),
    ],
    periodColumn: 'trade_date',
  },
  signature: ['Código IF', 'Tipo de empréstimo', 'Saldo em quantidade do ativo'],
  reader(head) {
    const read = specReader(head, this.spec);
    return (record) => {
      const row = read(record);
      return landingRow(this.spec, { ...row, is_total: String(TOTAL.test(row.market!)) });
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
      // two Mínima / Média ponderada / Máxima trios: only the band row above says which is the lender's (doador)
      col('lender_rate_min', 'br-number', 'Mínima'), col('lender_rate_avg', 'br-number', 'Média ponderada'), col('lender_rate_max', 'br-number', 'Máxima'),
      col('borrower_rate_min', 'br-number', 'Mínima'), col('borrower_rate_avg', 'br-number', 'Média ponderada'), col('borrower_rate_max', 'br-number', 'Máxima'),
      col('is_total', 'text'),
    ],
    periodColumn: 'trade_date',
  },
  signature: ['Código IF', 'Número de contratos', 'Média ponderada'],
  reader(head) {
    const band = (re: RegExp) => ({ band: re });
    const read = specReader(head, this.spec, {
      lender_rate_min: band(LENDER), lender_rate_avg: band(LENDER), lender_rate_max: band(LENDER),
      borrower_rate_min: band(BORROWER), borrower_rate_avg: band(BORROWER), borrower_rate_max: band(BORROWER),
    });
    return (record) => {
      const row = read(record);
      return landingRow(this.spec, { ...row, is_total: String(TOTAL.test(row.market!)) });
    };
  },
};

/** Both trade layouts land in b3.lending_trade; this is BTBTrade's header, NegociosBTB's follows. */
const TRADE_TABLE: TableSpec = {
  table: 'b3.lending_trade',
  key: ['trade_date', 'trade_number'],
  columns: [
    col('trade_date', 'br-date', 'Data de referência'), col('trade_number', 'br-text', 'Número do negócio'), col('ticker', 'br-text', 'Código IF', { notBlank: true }),
    col('quantity', 'br-number', 'Quantidade', { notBlank: true }), col('rate_pct', 'br-number', 'Taxa % remuneração'), col('market', 'br-text', 'Mercado'),
    col('trade_time', 'br-time', 'Hora'), col('update_action', 'br-text', 'Ação de atualização'), col('session_type', 'br-text', 'Tipo sessão do pregão'),
    // Código / Nome twice: the band above tells the lender's (doador) from the borrower's (tomador)
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
    const read = specReader(head, this.spec, {
      lender_code: { band: LENDER }, lender_name: { band: LENDER }, borrower_code: { band: BORROWER }, borrower_name: { band: BORROWER },
    });
    return (record) => landingRow(this.spec, { ...read(record), layout: 'BTBTrade' });
  },
};

/**
 * The older NegociosBTB text (no preamble, ISO dates, no participant names). In
 * the published file the values of DataDoPregao and TipoSessaoPregao are swapped
 * relative to the header (the session type sits under DataDoPregao); the columns
 * are read by what their values are when exactly one of the two holds a date.
 */
const NEGOCIOS_BTB_TABLE: TableSpec = {
  ...TRADE_TABLE,
  columns: [
    col('trade_date', 'br-date', 'DataDoPregao'), col('trade_number', 'br-text', 'NumeroDoNegocio'), col('ticker', 'br-text', 'Simbolo', { notBlank: true }),
    col('quantity', 'br-number', 'QuantidadeNegociada', { notBlank: true }), col('rate_pct', 'br-number', 'TaxaDeJurosDoTermoDoNegocio'), col('market', 'br-text', 'Mercado'),
    col('trade_time', 'br-time', 'HoraEntrada'), col('update_action', 'br-text', 'AcaoDeAtualizacao'), col('session_type', 'br-text', 'TipoSessaoPregao'),
    col('lender_code', 'br-text', 'CodigoParticipanteDoador'), col('lender_name', 'br-text'), col('borrower_code', 'br-text', 'CodigoParticipanteTomador'), col('borrower_name', 'br-text'),
    col('layout', 'text'),
  ],
};

export const NEGOCIOS_BTB: BdiTable = {
  name: 'NegociosBTB',
  spec: NEGOCIOS_BTB_TABLE,
  signature: ['Simbolo', 'NumeroDoNegocio', 'CodigoParticipanteDoador'],
  reader(head) {
    columnOf(head, 'DataDoRelatorio'); // part of the layout, not stored
    const read = specReader(head, this.spec);
    const sessionDate = head.header.indexOf('DataDoPregao');
    const sessionType = head.header.indexOf('TipoSessaoPregao');
    return (record) => {
      const swapped = !holdsDate(record.cells[sessionDate] ?? '') && holdsDate(record.cells[sessionType] ?? '');
      return landingRow(this.spec, { ...read(record, swapped ? ['trade_date', 'session_type'] : null), layout: 'NegociosBTB' });
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
    // each Participação (%) is the one right after its amount
    const read = specReader(head, this.spec, { buy_share_pct: { after: 'buy_thousands' }, sell_share_pct: { after: 'sell_thousands' } });
    return (record) => {
      const row = read(record);
      // the Total line is the sum of the types, not an investor type
      if (TOTAL.test(row.investor_type!)) return null;
      return landingRow(this.spec, { ...row, reference_date: referenceDate });
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
      const read = specReader(head, this.spec);
      return (record) => landingRow(this.spec, { ...read(record), reference_date: sessionDate });
    },
  };
}

export const TABLE_NAMES: readonly BdiTableName[] = ['BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB', 'SharesInvesVolum', 'InstrumentsEquities'];

/** Tables of the BDI export API, in collection order. */
export const COLLECTED_TABLES: readonly BdiTableName[] = ['InstrumentsEquities', 'BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'SharesInvesVolum'];

export function tableDefinitions(sessionDate: string): BdiTable[] {
  return [OPEN_POSITION, LOAN_BALANCE, TRADE, NEGOCIOS_BTB, INVESTOR_PARTICIPATION, instrumentsTable(sessionDate)];
}
