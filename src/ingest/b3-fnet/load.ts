// Loads one saved FNET search page into b3.fnet_document (and, when the query
// named a fund, b3.fnet_document_fund) through the shared ingest run. The query
// comes from --cnpj/--tipo-fundo or from the name the online mode saves pages
// under (fnet_<day>[_tipo<N>][_cnpj<14 digits>]_s<offset>.json).
import path from 'node:path';
import { DuplicateRule, forEachZipMember, ingestFile, IngestFileError, isZip, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { bodyIdOfName, parseFnetBody } from './body.js';
import { parseFnetPage, type FnetQuery } from './parse.js';
import { FNET_DOCUMENT, FNET_DOCUMENT_BODY, FNET_DOCUMENT_FIELD, FNET_DOCUMENT_FUND } from './tables.js';

export const FNET_SOURCE = 'b3-fnet';

/** The name a page of one query is saved under; fnetQueryOfName reads it back. */
export function fnetPageName(day: string, query: FnetQuery, offset: number): string {
  return `fnet_${day}${query.tipoFundo ? `_tipo${query.tipoFundo}` : ''}${query.cnpj ? `_cnpj${query.cnpj}` : ''}_s${offset}.json`;
}

export function fnetQueryOfName(fileName: string): FnetQuery {
  const cnpj = /_cnpj(\d{14})(?=[_.])/.exec(fileName)?.[1];
  const tipo = /_tipo([123])(?=[_.])/.exec(fileName)?.[1];
  return { ...(cnpj ? { cnpj } : {}), ...(tipo ? { tipoFundo: Number(tipo) as 1 | 2 | 3 } : {}) };
}

/** The query of a file: the flags, else its name; the two disagreeing is refused. */
export function fnetQueryOf(fileName: string, flags: FnetQuery): FnetQuery {
  const named = fnetQueryOfName(fileName);
  for (const key of ['cnpj', 'tipoFundo'] as const) {
    if (flags[key] !== undefined && named[key] !== undefined && flags[key] !== named[key]) {
      throw new IngestFileError(fileName, null, `the query is ambiguous: ${key} ${flags[key]} from the flags, ${named[key]} from the file name`);
    }
  }
  return { ...named, ...Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) };
}

export function fnetLoader(flags: FnetQuery = {}): Loader {
  return {
    source: FNET_SOURCE,
    targets: [landingTarget(FNET_DOCUMENT), landingTarget(FNET_DOCUMENT_FUND)],
    async stageTables(input, { fileName, stageRows }) {
      let text = '';
      for await (const chunk of input) text += chunk.toString('utf8');
      const page = parseFnetPage(text, fileName, fnetQueryOf(fileName, flags));
      const at = { at: (n: number) => `record ${n}` };
      const documents = new DuplicateRule(FNET_DOCUMENT, fileName, at);
      const funds = new DuplicateRule(FNET_DOCUMENT_FUND, fileName, at);
      await stageRows(FNET_DOCUMENT.table, page.documents.filter((row, i) => documents.admit(row, i + 1, JSON.stringify(row))));
      await stageRows(FNET_DOCUMENT_FUND.table, page.funds.filter((row, i) => funds.admit(row, i + 1, JSON.stringify(row))));
      return { recordsRead: page.documents.length };
    },
  };
}

/** Document bodies: one XML file named for its id (857292.xml, fnet_body_857292.xml), or a zip of such files. */
export const fnetBodyLoader: Loader = {
  source: FNET_SOURCE,
  targets: [landingTarget(FNET_DOCUMENT_BODY), landingTarget(FNET_DOCUMENT_FIELD)],
  async stageTables(input, { fileName, stageRows }) {
    const bodies: { bytes: Buffer; name: string; id: string }[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (isZip(bytes.subarray(0, 4))) {
      await forEachZipMember(bytes, fileName, async (member) => {
        const id = bodyIdOfName(member.name);
        if (!id) throw new IngestFileError(fileName, `member ${member.name}`, 'is not named for a document id (<id>.xml or fnet_body_<id>.xml)');
        const parts: Buffer[] = [];
        for await (const chunk of await member.open()) parts.push(chunk as Buffer);
        bodies.push({ bytes: Buffer.concat(parts), name: `${fileName} member ${member.name}`, id });
      });
    } else {
      const id = bodyIdOfName(fileName);
      if (!id) throw new IngestFileError(fileName, null, 'a document body is named for its id (<id>.xml or fnet_body_<id>.xml)');
      bodies.push({ bytes, name: fileName, id });
    }
    const seen = new Set<string>();
    for (const { bytes: body, name, id } of bodies) {
      if (seen.has(id)) throw new IngestFileError(fileName, null, `document ${id} is in the file twice`);
      seen.add(id);
      const parsed = parseFnetBody(body, name, id);
      await stageRows(FNET_DOCUMENT_BODY.table, [parsed.body]);
      await stageRows(FNET_DOCUMENT_FIELD.table, parsed.fields);
    }
    return { recordsRead: bodies.length };
  },
};

/** A body (<id>.xml) or a zip of bodies rather than a search page (.json): by the file's name. */
export function isFnetBodyFile(fileName: string): boolean {
  return bodyIdOfName(fileName) !== null || /\.zip$/i.test(fileName);
}

export async function loadFnetFile(filePath: string, options: IngestFileOptions & FnetQuery): Promise<FileResult> {
  const name = options.fileName ?? path.basename(filePath);
  // two documents can have the same body (a re-filing that changed nothing): the id is part of what a load is
  if (isFnetBodyFile(name)) return ingestFile(fnetBodyLoader, filePath, { ...options, loadKey: options.loadKey ?? `body ${name}` });
  // the same bytes (an empty page, say) listed for another fund or day stand for something else
  const query = fnetQueryOf(options.fileName ?? path.basename(filePath), { cnpj: options.cnpj, tipoFundo: options.tipoFundo });
  const loadKey = options.loadKey ?? `${options.fileName ?? path.basename(filePath)} cnpj=${query.cnpj ?? ''} tipo=${query.tipoFundo ?? ''}`;
  return ingestFile(fnetLoader({ cnpj: options.cnpj, tipoFundo: options.tipoFundo }), filePath, { ...options, loadKey });
}
