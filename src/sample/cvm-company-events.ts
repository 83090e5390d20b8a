// Synthetic IPE filings of the three sample listed companies (src/sample/
// cvm-companies.ts; invented, never CVM filings), written as CVM's yearly
// ipe_cia_aberta_YYYY.zip and loaded through the real loader: ALFA's material
// fact on its restatement (re-filed as version 2), BETA's notice of its ticker
// change, meetings and a filing CVM published without a protocol (not landed).
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadCiaIpeFile } from '../ingest/cvm-cia-ipe/load.js';
import { SAMPLE_COMPANIES } from './cvm-companies.js';
import { writeZip } from './cvm-fii-fidc/zip.js';
import type { SampleLoadOptions } from './load-options.js';

export const IPE_HEADER = 'CNPJ_Companhia;Nome_Companhia;Codigo_CVM;Data_Referencia;Categoria;Tipo;Especie;Assunto;Data_Entrega;Tipo_Apresentacao;Protocolo_Entrega;Versao;Link_Download';
export const SAMPLE_IPE_YEARS = [2024, 2025] as const;

export interface SampleEvent {
  company: number;
  reference: string;
  category: string;
  type: string;
  species: string;
  subject: string;
  delivered: string;
  protocol: string;
  version: number;
}

export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  { company: 1, reference: '2024-04-30', category: 'Assembleia', type: 'AGO', species: 'Edital de Convocação', subject: 'Assembleia Geral Ordinária de 2024', delivered: '2024-03-28', protocol: '990002IPE00001', version: 1 },
  { company: 1, reference: '2024-06-15', category: 'Fato Relevante', type: '', species: '', subject: 'Alteração do código de negociação de BETA3 para BTVJ3 a partir de 01/07/2024', delivered: '2024-06-15', protocol: '990002IPE00002', version: 1 },
  { company: 0, reference: '2025-07-15', category: 'Fato Relevante', type: '', species: '', subject: 'Reapresentação das demonstrações financeiras de 2024', delivered: '2025-07-15', protocol: '990001IPE00003', version: 1 },
  { company: 0, reference: '2025-07-15', category: 'Fato Relevante', type: '', species: '', subject: 'Reapresentação das demonstrações financeiras de 2024 (retificação)', delivered: '2025-07-16', protocol: '990001IPE00003', version: 2 },
  { company: 0, reference: '2025-08-01', category: 'Comunicado ao Mercado', type: 'Outros Comunicados Não Considerados Fatos Relevantes', species: '', subject: 'Esclarecimentos sobre notícia veiculada na imprensa', delivered: '2025-08-01', protocol: '990001IPE00004', version: 1 },
  { company: 2, reference: '2025-04-29', category: 'Assembleia', type: 'AGO', species: 'Ata', subject: 'Ata da Assembleia Geral Ordinária de 2025', delivered: '2025-04-30', protocol: '990003IPE00005', version: 1 },
  // published without a protocol: not landed
  { company: 2, reference: '2025-05-02', category: 'Comunicado ao Mercado', type: '', species: '', subject: 'Comunicado sem protocolo', delivered: '2025-05-02', protocol: '', version: 1 },
];

const punctuated = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
/** The link CVM publishes for a protocol (the RAD viewer). */
export const sampleEventLink = (protocol: string) => protocol ? `https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=${protocol}&descTipo=IPE&CodigoInstituicao=1` : '';

/** One year's IPE CSV (by delivery year). */
export function ipeMember(year: number): { name: string; lines: string[] } {
  const lines = [IPE_HEADER];
  for (const e of SAMPLE_EVENTS.filter((x) => x.delivered.startsWith(String(year)))) {
    const c = SAMPLE_COMPANIES[e.company];
    lines.push([punctuated(c.cnpj), c.name, String(c.cdCvm), e.reference, e.category, e.type, e.species, e.subject, e.delivered,
      e.version > 1 ? 'RE - Reapresentação Espontânea' : 'AP - Apresentação', e.protocol, String(e.version), sampleEventLink(e.protocol)].join(';'));
  }
  return { name: `ipe_cia_aberta_${year}.csv`, lines };
}

/** The IPE zips of SAMPLE_IPE_YEARS, written under dir and loaded through the real loader. */
export async function loadSampleEvents(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const year of SAMPLE_IPE_YEARS) {
    const file = path.join(dir, `ipe_cia_aberta_${year}.zip`);
    await writeZip(file, [ipeMember(year)]);
    results.push(await loadCiaIpeFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
