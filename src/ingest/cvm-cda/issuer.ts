// The issuer of a CDA credit line (blocks 5, 6 and 8) as it may be landed: a
// company's CNPJ and name, never a person's. CPF_CNPJ_EMISSOR can hold a CPF
// (PF_PJ_EMISSOR 'PF'); the table specs read the issuer only through these
// derived fields, so a CPF (and the person's name beside it) never reaches a row.
import type { HeaderedRecords } from '../common/index.js';
import type { DerivedField } from '../cvm-files/derived-fields.js';

export const ISSUER_CNPJ_HEADER = '(issuer_cnpj)';
export const ISSUER_NAME_HEADER = '(issuer_name)';

type Kind = 'company' | 'person' | 'unknown';

/** PF is a person, PJ a company; without the flag, only a CNPJ-shaped identifier (masked, or 14 digits) is a company's. */
function issuerKind(flag: string, id: string): Kind {
  const f = flag.trim().toUpperCase();
  if (f === 'PF') return 'person';
  if (f === 'PJ') return 'company';
  const text = id.trim();
  if (text === '') return 'unknown';
  return text.includes('/') || text.replace(/\D/g, '').length === 14 ? 'company' : 'person';
}

function reader(source: HeaderedRecords): (fields: readonly string[]) => { kind: Kind; id: string; name: string } {
  const flag = source.find(['PF_PJ_EMISSOR'])?.index;
  const id = source.find(['CPF_CNPJ_EMISSOR'])?.index;
  const name = source.find(['EMISSOR'])?.index;
  const at = (fields: readonly string[], i: number | undefined) => (i === undefined ? '' : fields[i] ?? '');
  return (fields) => ({ kind: issuerKind(at(fields, flag), at(fields, id)), id: at(fields, id), name: at(fields, name) });
}

/** "(issuer_cnpj)": CPF_CNPJ_EMISSOR when the issuer is a company, blank for a person or an unknown kind. */
export function issuerCnpjField(source: HeaderedRecords): DerivedField {
  const read = reader(source);
  return { header: ISSUER_CNPJ_HEADER, value: (fields) => { const r = read(fields); return r.kind === 'company' ? r.id : ''; } };
}

/** "(issuer_name)": EMISSOR, blank when the issuer is a person. */
export function issuerNameField(source: HeaderedRecords): DerivedField {
  const read = reader(source);
  return { header: ISSUER_NAME_HEADER, value: (fields) => { const r = read(fields); return r.kind === 'person' ? '' : r.name; } };
}
