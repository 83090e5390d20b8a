// Reads a price report file: the XML itself (bare or gzipped), or the zip the
// exchange publishes, whose members may be zips again and may hold several
// versions of the report. Each version is read with a streaming XML parser
// (saxes): the 2018 reports run to 21 MB of XML and never sit in memory as a
// tree. parse.ts knows the XML; load.ts decides which version lands.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { convert, forEachZipMember, IngestFileError, isCalendarDate, isZip, ValueError, type CopyValue } from '../common/index.js';
import { PRICE_REPORT_FIELDS } from './tables.js';

export const REPORTS = ['BVBG.086.01', 'BVBG.187.01'] as const;
export type Report = (typeof REPORTS)[number];

/** One XML document found in the file. */
export interface XmlVersion {
  /** Where it is, for errors: the file, or "member A > member B" inside the zips. */
  where: string | null;
  open(): Promise<Readable>;
}

/** BizGrpDtls of a version: what it is, when the exchange created it, how many records it announces. */
export interface ReportHeader {
  report: Report;
  /** CreDtAndTm, e.g. 2018-01-02T20:43:42 (exchange local time). */
  created: string;
  /** TtlNbOfMsg: the PricRpt records the version says it holds. */
  messages: number;
}

/** A record's leaves by path below <PricRpt>, each with its text and line. */
export interface PriceRecord {
  line: number;
  leaves: Map<string, { text: string; line: number }>;
  /** Currency attributes (Ccy) other than the one a field normally carries, by path. */
  currencies: Map<string, string>;
}

const GZIP = Buffer.from([0x1f, 0x8b]);

/** Every XML version the file holds; none for an empty zip (a non-session day). */
export async function xmlVersions(filePath: string, fileName: string): Promise<XmlVersion[]> {
  const head = Buffer.alloc(4);
  const fd = await fs.promises.open(filePath, 'r');
  try {
    await fd.read(head, 0, 4, 0);
  } finally {
    await fd.close();
  }
  if (isZip(head) || head.readUInt32LE(0) === 0x06054b50 /* an empty zip: only its end record */) return zipVersions(filePath, fileName, []);
  if (head.subarray(0, 2).equals(GZIP)) return [{ where: null, open: async () => fs.createReadStream(filePath).pipe(zlib.createGunzip()) }];
  return [{ where: null, open: async () => fs.createReadStream(filePath) }];
}

async function zipVersions(source: string | Buffer, fileName: string, trail: string[]): Promise<XmlVersion[]> {
  const found: XmlVersion[] = [];
  await forEachZipMember(source, fileName, async (member) => {
    const where = [...trail, member.name];
    if (/\.zip$/i.test(member.name)) {
      found.push(...(await zipVersions(await readAll(await member.open()), fileName, where)));
    } else if (/\.xml$/i.test(member.name)) {
      found.push({ where: `member ${where.join(' > ')}`, open: () => openMember(source, fileName, member.name) });
    } else {
      throw new IngestFileError(fileName, `member ${where.join(' > ')}`, 'is neither an XML report nor a zip');
    }
  });
  return found;
}

async function openMember(source: string | Buffer, fileName: string, name: string): Promise<Readable> {
  let stream: Readable | undefined;
  await forEachZipMember(source, fileName, async (member) => {
    if (!stream && member.name === name) stream = await member.open();
  });
  return stream!;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads only as far as BizGrpDtls. */
export async function readHeader(version: XmlVersion, fileName: string): Promise<ReportHeader> {
  const reader = new ReportReader(version, fileName);
  const stream = await version.open();
  try {
    for await (const chunk of stream) {
      reader.write(chunk as Buffer);
      if (reader.headerDone) break;
    }
  } finally {
    stream.destroy();
  }
  return reader.header();
}

/**
 * The version's records, a batch per chunk read, then a check that their count
 * is the TtlNbOfMsg the header announced (a truncated file is refused).
 */
export async function* priceRecords(version: XmlVersion, fileName: string): AsyncGenerator<PriceRecord[]> {
  const reader = new ReportReader(version, fileName);
  let count = 0;
  for await (const chunk of await version.open()) {
    reader.write(chunk as Buffer);
    const batch = reader.take();
    count += batch.length;
    if (batch.length) yield batch;
  }
  reader.close();
  const last = reader.take();
  count += last.length;
  if (last.length) yield last;
  const { messages } = reader.header();
  if (count !== messages) {
    throw new IngestFileError(fileName, version.where, `the header announces ${messages} records (TtlNbOfMsg) but the report holds ${count}: truncated or altered, refused`);
  }
}

/** Refusal naming the file, the member and the line. */
export function refuse(fileName: string, version: XmlVersion, line: number | null, why: string): IngestFileError {
  const at = [version.where, line === null ? null : `line ${line}`].filter(Boolean).join(' ');
  return new IngestFileError(fileName, at || null, why);
}

const HEADER_LEAVES = new Set(['BizGrpTp', 'CreDtAndTm', 'TtlNbOfMsg']);

/** saxes events turned into header facts and PricRpt records. */
class ReportReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly stack: { name: string; hasChild: boolean }[] = [];
  private readonly headerLeaves = new Map<string, string>();
  private recordDepth = -1;
  private record: PriceRecord | null = null;
  private text = '';
  private done: PriceRecord[] = [];
  headerDone = false;

  constructor(
    private readonly version: XmlVersion,
    private readonly fileName: string,
  ) {
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('text', (text) => (this.text += text));
    this.parser.on('closetag', () => this.closeElement());
  }

  write(chunk: Buffer): void {
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch (error) {
      throw refuse(this.fileName, this.version, this.parser.line, `not UTF-8 text: ${(error as Error).message}`);
    }
    this.feed(() => this.parser.write(text));
  }

  close(): void {
    this.feed(() => this.parser.close());
  }

  take(): PriceRecord[] {
    const batch = this.done;
    this.done = [];
    return batch;
  }

  header(): ReportHeader {
    const report = this.headerLeaves.get('BizGrpTp');
    const created = this.headerLeaves.get('CreDtAndTm');
    const messages = this.headerLeaves.get('TtlNbOfMsg');
    if (!report || !(REPORTS as readonly string[]).includes(report)) {
      throw refuse(this.fileName, this.version, null, `BizGrpTp ${JSON.stringify(report ?? null)} is not a price report (${REPORTS.join(' or ')})`);
    }
    if (!created || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(created) || !isCalendarDate(created.slice(0, 10))) {
      throw refuse(this.fileName, this.version, null, `CreDtAndTm ${JSON.stringify(created ?? null)} is not a date and time YYYY-MM-DDTHH:MM:SS`);
    }
    if (!messages || !/^\d+$/.test(messages)) throw refuse(this.fileName, this.version, null, `TtlNbOfMsg ${JSON.stringify(messages ?? null)} is not a count`);
    return { report: report as Report, created, messages: Number(messages) };
  }

  private feed(run: () => void): void {
    try {
      run();
    } catch (error) {
      if (error instanceof IngestFileError) throw error;
      throw refuse(this.fileName, this.version, this.parser.line, `malformed XML: ${(error as Error).message.replace(/^[^:]*:\d+:\d+: /, '')}`);
    }
  }

  private open(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    const parent = this.stack.at(-1);
    if (parent) parent.hasChild = true;
    this.stack.push({ name, hasChild: false });
    this.text = '';
    if (name === 'PricRpt' && this.record === null) {
      this.recordDepth = this.stack.length;
      this.record = { line: this.parser.line, leaves: new Map(), currencies: new Map() };
    } else if (this.record && tag.attributes.Ccy !== undefined) {
      const path = this.path();
      const usual = /^FinInstrmAttrbts\/Intl/.test(path) ? 'USD' : 'BRL';
      if (tag.attributes.Ccy !== usual) this.record.currencies.set(path, tag.attributes.Ccy);
    }
  }

  private closeElement(): void {
    const element = this.stack.at(-1)!;
    if (this.record) {
      if (this.stack.length === this.recordDepth) {
        this.done.push(this.record);
        this.record = null;
        this.recordDepth = -1;
      } else if (!element.hasChild) {
        this.record.leaves.set(this.path(), { text: this.text.trim(), line: this.parser.line });
      }
    } else if (!this.headerDone && !element.hasChild && HEADER_LEAVES.has(element.name) && this.stack.some((e) => e.name === 'BizGrpDtls')) {
      this.headerLeaves.set(element.name, this.text.trim());
    } else if (element.name === 'BizGrpDtls') {
      this.headerDone = true;
    }
    this.stack.pop();
    this.text = '';
  }

  /** Path of the current element below <PricRpt>. */
  private path(): string {
    return this.stack
      .slice(this.recordDepth)
      .map((e) => e.name)
      .join('/');
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

const KNOWN_PATHS = new Set(PRICE_REPORT_FIELDS.map((f) => f.path));

/**
 * The record's values in PRICE_REPORT_FIELDS order, then report, created,
 * session and other_fields; a malformed value refuses the file naming its line.
 */
export function recordRow(record: PriceRecord, header: ReportHeader, sessionDate: string, version: XmlVersion, fileName: string): CopyValue[] {
  const row: CopyValue[] = PRICE_REPORT_FIELDS.map((field) => {
    const leaf = record.leaves.get(field.path);
    if (leaf === undefined) return null;
    try {
      return convert(field.kind, leaf.text);
    } catch (error) {
      if (error instanceof ValueError) throw refuse(fileName, version, leaf.line, `${error.message} in ${field.path}`);
      throw error;
    }
  });
  for (const required of ['TradDt/Dt', 'SctyId/TckrSymb', 'FinInstrmId/OthrId/Id']) {
    if (!record.leaves.get(required)?.text) throw refuse(fileName, version, record.line, `the PricRpt record has no ${required} (part of the key)`);
  }
  const daysToSettle = PRICE_REPORT_FIELDS.findIndex((f) => f.column === 'days_to_sttlm');
  row[daysToSettle] ??= '';
  const other: Record<string, string> = {};
  for (const [path, leaf] of record.leaves) if (!KNOWN_PATHS.has(path) && leaf.text !== '') other[path] = leaf.text;
  for (const [path, currency] of record.currencies) other[`${path}@Ccy`] = currency;
  row.push(header.report, header.created, sessionDate, Object.keys(other).length ? JSON.stringify(other) : null);
  return row;
}
