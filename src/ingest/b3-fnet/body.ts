// Reads one FNET document body (the structured XML of a monthly report: FIDC
// DOC_ARQ, FII DadosEconomicoFinanceiros) into rows of FNET_DOCUMENT_BODY and
// FNET_DOCUMENT_FIELD: one row per leaf element, its text as filed, its number
// where the leaf is an amount. A body is a few tens of KB, so it is read whole
// into a tree (saxes) and then walked; every problem names the file's line.
// FNET's downloadDocumento answers a structured document base64-encoded (a bare
// or JSON-quoted string): such an answer is decoded first.
import { SaxesParser } from 'saxes';
import { IngestFileError, readCell, VALUE_KINDS, type CopyValue } from '../common/index.js';

export const BODY_ROOTS = ['DOC_ARQ', 'DadosEconomicoFinanceiros'] as const;

/** Leaves read as numbers too (DOC_ARQ prefixes; FII words). */
const NUMBER_LEAF = /^(VL_|VLR_|QT_|QNT_|PR_|PRC_|TX_|DESEMP_|Valor|Total|Percentual|Quantidade|Numero)/;
/** Leaves that identify a repeated block (a tranche, an originator). */
const KEY_LEAF = /^(SERIE|TIPO|ID_SUBCLASSE|NR_PF_PJ_\w*|NR_CPF_CNPJ\w*)$/;
/** Where each root declares the fund and the period. */
const DECLARED: Record<(typeof BODY_ROOTS)[number], { cnpj: string; reference: string }> = {
  DOC_ARQ: { cnpj: 'CAB_INFORM/NR_CNPJ_FUNDO', reference: 'CAB_INFORM/DT_COMPT' },
  DadosEconomicoFinanceiros: { cnpj: 'DadosGerais/CNPJFundo', reference: 'DadosGerais/Competencia' },
};

export interface FnetBody {
  /** [id, root, declared_cnpj, declared_reference, fields] */
  body: CopyValue[];
  /** [id, field_path, block, leaf, value, number] per leaf, in document order. */
  fields: CopyValue[][];
}

interface Element {
  name: string;
  line: number;
  children: Element[];
  text: string;
}

/** The id a body file is named for: 857292.xml or fnet_body_857292.xml; null otherwise. */
export function bodyIdOfName(fileName: string): string | null {
  return /^(?:fnet_body_)?(\d+)\.xml$/i.exec(fileName.slice(fileName.lastIndexOf('/') + 1))?.[1] ?? null;
}

export function parseFnetBody(bytes: Buffer, fileName: string, id: string): FnetBody {
  const root = readTree(xmlText(bytes, fileName), fileName);
  if (!(BODY_ROOTS as readonly string[]).includes(root.name)) {
    throw new IngestFileError(fileName, `line ${root.line}`, `root element ${root.name} is not a monthly report body (${BODY_ROOTS.join(' or ')})`);
  }
  const fields: CopyValue[][] = [];
  walk(root, '', '', '', 0, fields, fileName, id);
  const declared = DECLARED[root.name as (typeof BODY_ROOTS)[number]];
  const valueAt = (path: string) => (fields.find((f) => f[1] === path)?.[4] ?? null) as string | null;
  return { body: [id, root.name, valueAt(declared.cnpj), valueAt(declared.reference), String(fields.length)], fields };
}

/** The XML text: the bytes as UTF-8, or the base64 answer of downloadDocumento decoded. */
function xmlText(bytes: Buffer, fileName: string): string {
  const text = decodeUtf8(bytes, fileName).replace(/^\uFEFF/, '');
  const head = text.trimStart();
  if (head.startsWith('<')) return head;
  const encoded = head.trimEnd().replace(/^"(.*)"$/s, '$1').replace(/\\n|\s/g, '');
  if (encoded && /^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) {
    const decoded = decodeUtf8(Buffer.from(encoded, 'base64'), fileName).replace(/^\uFEFF/, '').trimStart();
    if (decoded.startsWith('<')) return decoded;
  }
  throw new IngestFileError(fileName, 'line 1', 'is not XML (nor the base64 of an XML body, as downloadDocumento serves it)');
}

function decodeUtf8(bytes: Buffer, fileName: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new IngestFileError(fileName, null, `not UTF-8 text: ${(error as Error).message}`);
  }
}

function readTree(text: string, fileName: string): Element {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: Element[] = [];
  let root: Element | null = null;
  parser.on('opentag', (tag) => {
    // the local name (a prefix dropped) without a regex per tag
    const element: Element = { name: tag.name.slice(tag.name.lastIndexOf(':') + 1), line: parser.line, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('text', (t) => {
    const open = stack.at(-1);
    if (open) open.text += t;
  });
  parser.on('closetag', () => void stack.pop());
  try {
    parser.write(text).close();
  } catch (error) {
    throw new IngestFileError(fileName, `line ${parser.line}`, `malformed XML: ${(error as Error).message.replace(/^[^:]*:\d+:\d+: /, '')}`);
  }
  if (!root) throw new IngestFileError(fileName, null, 'holds no XML element');
  return root;
}

/**
 * One row per leaf under `element`, whose path is `path` (`depth` segments
 * joined by '/', '' at the root); `first` and `second` are its first two
 * segments. A leaf's block is the second segment of a path of three or more,
 * else the first, without its [key].
 */
function walk(element: Element, path: string, first: string, second: string, depth: number, out: CopyValue[][], fileName: string, id: string): void {
  const segments = segmentsOf(element.children);
  for (let i = 0; i < element.children.length; i += 1) {
    const child = element.children[i];
    const segment = segments[i];
    const at = depth === 0 ? segment : `${path}/${segment}`;
    const atFirst = depth === 0 ? segment : first;
    const atSecond = depth === 1 ? segment : second;
    if (child.children.length) {
      if (child.text.trim() !== '') throw new IngestFileError(fileName, `line ${child.line}`, `element ${child.name} holds both text and elements`);
      walk(child, at, atFirst, atSecond, depth + 1, out, fileName, id);
      continue;
    }
    const value = child.text === '' ? null : child.text;
    const number = NUMBER_LEAF.test(child.name) ? readCell(fileName, `line ${child.line}`, child.name, () => VALUE_KINDS.numeric(value?.trim() ?? '')) : null;
    const blockSegment = depth + 1 >= 3 ? atSecond : atFirst;
    const bracket = blockSegment.indexOf('[');
    out.push([id, at, bracket < 0 ? blockSegment : blockSegment.slice(0, bracket), child.name, value, number]);
  }
}

/** Each child's path segment: its name, keyed by its key leaves, or by position when the key cannot tell siblings apart. */
function segmentsOf(children: Element[]): string[] {
  const keyed = children.map((child) => {
    const keys = child.children.filter((leaf) => !leaf.children.length && KEY_LEAF.test(leaf.name) && leaf.text.trim() !== '');
    return keys.length ? `${child.name}[${keys.map((k) => `${k.name}=${k.text.trim()}`).join(';')}]` : child.name;
  });
  const counts = new Map<string, number>();
  for (const k of keyed) counts.set(k, (counts.get(k) ?? 0) + 1);
  const seen = new Map<string, number>();
  return children.map((child, i) => {
    const position = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, position);
    return counts.get(keyed[i])! > 1 ? `${child.name}[#${position}]` : keyed[i];
  });
}
