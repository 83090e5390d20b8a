// Golden FNET re-filings for the restatement endpoints, loaded through the real
// b3-fnet loader: the genuine FIDC bodies 828381 (version 2) and 857292 (version
// 3) of fund 07.727.002/0001-26, 12/2024, under a hand-made listing (delivery
// times are the upstream documentation's illustrative ones; version 1, 820655, is
// listed without its body); hand-made (synthetic) FII bodies for every change
// kind; one re-filing of each unpairable kind, a body declaring another fund and bodies declaring nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFnetFile } from '../../src/ingest/b3-fnet/load.js';
import { B3_FIXTURES } from './price-report.js';

export const PCG = '07727002000126';
export const FII = '11222333000144';
export const MISMATCH = '33444555000166';
export const UNDECLARED = '44555666000177';
export const FNET_FIXTURES = path.join(B3_FIXTURES, 'fnet');

const doc = (id: number, dataEntrega: string, versao: number, extra: Record<string, unknown> = {}) => ({
  id, descricaoFundo: 'FUNDO LISTADO', fundoOuClasse: 'Fundo', categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado ', especieDocumento: '',
  dataReferencia: '12/2024', formatoDataReferencia: '2', dataEntrega, versao, modalidade: versao > 1 ? 'RE' : 'AP', status: 'AC', arquivoEstruturado: 'S', cnpjFundo: null, ...extra,
});

export const PAGES: Record<string, unknown[]> = {
  [`fnet_2025-01-27_tipo2_cnpj${PCG}_s0.json`]: [
    doc(820655, '27/01/2025 18:15', 1, { status: 'IC' }),
    doc(828381, '05/02/2025 09:41', 2, { status: 'IC' }),
    doc(857292, '10/03/2025 17:02', 3),
    doc(857300, '10/03/2025 18:00', 1, { categoriaDocumento: 'Fato Relevante', tipoDocumento: 'Fato Relevante', dataReferencia: '10/03/2025', formatoDataReferencia: '3', arquivoEstruturado: 'N' }),
  ],
  [`fnet_2025-02-10_tipo1_cnpj${FII}_s0.json`]: [
    doc(700001, '10/02/2025 10:00', 1, { dataReferencia: '01/2025' }),
    doc(700002, '20/02/2025 11:00', 2, { dataReferencia: '01/2025', modalidade: 'RC' }),
    doc(700003, '15/03/2025 12:00', 2, { dataReferencia: '02/2025' }),
    doc(700004, '16/03/2025 12:00', 2, { dataReferencia: null, formatoDataReferencia: null }),
  ],
  'fnet_2025-02-11_s0.json': [doc(700010, '11/02/2025 10:00', 2, { dataReferencia: '01/2025' })],
  [`fnet_2025-02-12_tipo2_cnpj${MISMATCH}_s0.json`]: [
    doc(700020, '12/02/2025 10:00', 1, { dataReferencia: '01/2025' }),
    doc(700021, '13/02/2025 10:00', 2, { dataReferencia: '01/2025' }),
  ],
  [`fnet_2025-01-05_tipo2_cnpj${UNDECLARED}_s0.json`]: [
    doc(700030, '05/01/2025 10:00', 1, { dataReferencia: '11/2024' }),
    doc(700031, '06/01/2025 10:00', 2, { dataReferencia: '11/2024' }),
  ],
};

const fii = (resumo: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<DadosEconomicoFinanceiros>\n<DadosGerais>\n<NomeFundo>FII SINTETICO</NomeFundo>\n<CNPJFundo>${FII}</CNPJFundo>\n<Competencia>01/2025</Competencia>\n</DadosGerais>\n<InformeMensal>\n<Resumo>\n${resumo}\n</Resumo>\n</InformeMensal>\n</DadosEconomicoFinanceiros>\n`;
const declaring = (cnpj: string) => `<DOC_ARQ><CAB_INFORM><DT_COMPT>01/2025</DT_COMPT><NR_CNPJ_FUNDO>${cnpj}</NR_CNPJ_FUNDO></CAB_INFORM><LISTA_INFORM><PATRLIQ><VL_PATRIM_LIQ>1,00</VL_PATRIM_LIQ></PATRLIQ></LISTA_INFORM></DOC_ARQ>`;

/** Synthetic bodies (hand-made, not B3 files): each change kind once, and a pair declaring another fund. */
export const SYNTHETIC_BODIES: Record<string, string> = {
  'fnet_body_700001.xml': fii('<ValorAtivo>100,50</ValorAtivo>\n<Removido>1</Removido>\n<Vazio/>\n<Preenchido>x</Preenchido>\n<Igual>7</Igual>'),
  'fnet_body_700002.xml': fii('<ValorAtivo>101,75</ValorAtivo>\n<Vazio>a</Vazio>\n<Preenchido/>\n<Igual>7</Igual>\n<Novo>n</Novo>'),
  'fnet_body_700020.xml': declaring(PCG),
  'fnet_body_700021.xml': declaring(PCG),
  // bodies that declare neither fund nor month: nothing to disagree with
  'fnet_body_700030.xml': '<DOC_ARQ><LISTA_INFORM><PATRLIQ><VL_PATRIM_LIQ>1,00</VL_PATRIM_LIQ></PATRLIQ></LISTA_INFORM></DOC_ARQ>',
  'fnet_body_700031.xml': '<DOC_ARQ><LISTA_INFORM><PATRLIQ><VL_PATRIM_LIQ>2,00</VL_PATRIM_LIQ></PATRLIQ></LISTA_INFORM></DOC_ARQ>',
};

/** Loads every listing and body above into the database at ownerUrl. */
export async function loadFnetRestatements(ownerUrl: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-fnet-restatements-'));
  const load = (file: string) => loadFnetFile(file, { ownerUrl, dataDir: dir, progress: false });
  for (const [name, data] of Object.entries(PAGES)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, JSON.stringify({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data }));
    await load(file);
  }
  for (const id of ['828381', '857292']) await load(path.join(FNET_FIXTURES, `${id}.xml`));
  for (const [name, body] of Object.entries(SYNTHETIC_BODIES)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    await load(file);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The lines two versions of the same body differ in, computed from the files: [leaf, old text, new text]. */
export function changedLines(oldFile: string, newFile: string): [string, string, string][] {
  const a = fs.readFileSync(oldFile, 'utf8').split('\n');
  const b = fs.readFileSync(newFile, 'utf8').split('\n');
  if (a.length !== b.length) throw new Error('the two versions are not line-aligned');
  const leaf = (line: string) => /^\s*<(\w+)>([^<]*)<\/\1>\s*$/.exec(line);
  return a.flatMap((line, i) => {
    if (line === b[i]) return [];
    const [o, n] = [leaf(line), leaf(b[i])];
    if (!o || !n || o[1] !== n[1]) throw new Error(`line ${i + 1} differs in more than a value`);
    return [[o[1], o[2], n[2]] as [string, string, string]];
  });
}
