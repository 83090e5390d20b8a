// What a DFP or ITR member's name says: its filing type (dfp, itr), which table it feeds and, for a statement
// member, its statement and scope; plus the checks of the two fields whose
// values decide what a line means (the unit of VL_CONTA and ÚLTIMO/PENÚLTIMO),
// which refuse the file naming the line rather than store an unknown unit.
import type { HeaderedRecords, TableSpec } from '../common/index.js';
import { withMemberFields, type MemberFields } from '../cvm-files/derived-fields.js';
import type { ArchiveMember } from '../cvm-files/members.js';
import { CIA_DOCUMENT, CIA_STATEMENT, DOC_TYPE_HEADER, SCOPE_HEADER, STATEMENT_HEADER } from './tables.js';

const STATEMENT_MEMBER = /^(dfp|itr)_cia_aberta_(BPA|BPP|DRE|DRA|DFC_MD|DFC_MI|DVA|DMPL)_(con|ind)_\d{4}\.csv$/i;
const INDEX_MEMBER = /^(dfp|itr)_cia_aberta_\d{4}\.csv$/i;

/** The two filings CVM publishes in this layout: the yearly DFP and the quarterly ITR. */
export type CiaDocType = 'dfp' | 'itr';

export const SCALES = ['MIL', 'UNIDADE'] as const;
export const ORDERS = ['ÚLTIMO', 'PENÚLTIMO'] as const;

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

const docTypeOf = (base: string) => (STATEMENT_MEMBER.exec(base) ?? INDEX_MEMBER.exec(base))?.[1].toLowerCase();

/** The table a member (or a plain CSV) of this name and filing type feeds, or undefined. */
export function specOfMember(name: string, docType: CiaDocType): TableSpec | undefined {
  const base = baseName(name);
  if (docTypeOf(base) !== docType) return undefined;
  if (STATEMENT_MEMBER.test(base)) return CIA_STATEMENT;
  if (INDEX_MEMBER.test(base)) return CIA_DOCUMENT;
  return undefined;
}

/** What a member's name adds (doc_type; statement and scope for a statement member) and which fields it checks (ESCALA_MOEDA, ORDEM_EXERC). */
export function memberFields(memberName: string): MemberFields {
  const base = baseName(memberName);
  const statement = STATEMENT_MEMBER.exec(base);
  const docType = (statement ?? INDEX_MEMBER.exec(base))![1].toLowerCase();
  if (!statement) return { constants: [{ header: DOC_TYPE_HEADER, value: docType }], oneOf: [] };
  return {
    constants: [
      { header: DOC_TYPE_HEADER, value: docType },
      { header: STATEMENT_HEADER, value: statement[2].toLowerCase() },
      { header: SCOPE_HEADER, value: statement[3].toLowerCase() },
    ],
    oneOf: [
      { header: 'ESCALA_MOEDA', values: SCALES },
      { header: 'ORDEM_EXERC', values: ORDERS },
    ],
  };
}

/** The member's records with doc_type (and statement, scope) from its name, ESCALA_MOEDA and ORDEM_EXERC checked. */
export function deriveFromName(source: HeaderedRecords, memberName: string): HeaderedRecords {
  return withMemberFields(source, memberFields(memberName));
}

/** Every statement member and the index member of a DFP or ITR zip; any other member is not loaded. */
export function membersOf(docType: CiaDocType): readonly ArchiveMember[] {
  const of = (pattern: RegExp) => (name: string) => pattern.test(baseName(name)) && docTypeOf(baseName(name)) === docType;
  return [
    { spec: CIA_STATEMENT, matches: of(STATEMENT_MEMBER), expected: `${docType}_cia_aberta_<STATEMENT>_<con|ind>_YYYY.csv`, fields: memberFields },
    { spec: CIA_DOCUMENT, matches: of(INDEX_MEMBER), expected: `${docType}_cia_aberta_YYYY.csv`, fields: memberFields },
  ];
}
