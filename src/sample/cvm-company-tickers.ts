// Synthetic FCA filings of the three sample listed companies (src/sample/
// cvm-companies.ts; invented, never CVM records): the valor_mobiliario member
// of fca_cia_aberta_YYYY.zip, one version a year, in CVM's published layout.
// BETA changes its ticker: BETA3 trades until 2024-06-30 and BTVJ3 from
// 2024-07-01 (its 2024 form says so, the 2023 one lists BETA3 alone).
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadCiaFcaFile } from '../ingest/cvm-cia-fca/load.js';
import { SAMPLE_COMPANIES } from './cvm-companies.js';
import { writeZip } from './cvm-fii-fidc/zip.js';
import type { SampleLoadOptions } from './load-options.js';

export const FCA_HEADER = 'CNPJ_Companhia;Data_Referencia;Versao;ID_Documento;Nome_Empresarial;Valor_Mobiliario;Sigla_Classe_Acao_Preferencial;Classe_Acao_Preferencial;Codigo_Negociacao;Composicao_BDR_Unit;Mercado;Sigla_Entidade_Administradora;Entidade_Administradora;Data_Inicio_Negociacao;Data_Fim_Negociacao;Segmento;Data_Inicio_Listagem;Data_Fim_Listagem';
export const SAMPLE_FCA_YEARS = [2023, 2024, 2025] as const;

export interface SampleListing {
  cnpj: string;
  ticker: string;
  security: 'Ações Ordinárias' | 'Ações Preferenciais' | 'Units';
  from: string;
  /** Last trading day, once a form states it. */
  to?: string;
  /** The first form year that lists it (and the year its end date is first stated). */
  listedIn: number;
  closedIn?: number;
}

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
/** The ticker change. */
export const SAMPLE_TICKER_CHANGE = { cnpj: BETA.cnpj, old: 'BETA3', new: 'BTVJ3', lastOld: '2024-06-30', firstNew: '2024-07-01' } as const;

export const SAMPLE_LISTINGS: readonly SampleListing[] = [
  { cnpj: ALFA.cnpj, ticker: 'ALFA3', security: 'Ações Ordinárias', from: '2010-01-04', listedIn: 2023 },
  { cnpj: ALFA.cnpj, ticker: 'ALFA4', security: 'Ações Preferenciais', from: '2010-01-04', listedIn: 2023 },
  { cnpj: BETA.cnpj, ticker: 'BETA3', security: 'Ações Ordinárias', from: '2012-05-02', to: SAMPLE_TICKER_CHANGE.lastOld, listedIn: 2023, closedIn: 2024 },
  { cnpj: BETA.cnpj, ticker: 'BTVJ3', security: 'Ações Ordinárias', from: SAMPLE_TICKER_CHANGE.firstNew, listedIn: 2024 },
  { cnpj: GAMA.cnpj, ticker: 'GAMA3', security: 'Ações Ordinárias', from: '2015-09-01', listedIn: 2023 },
];

const punctuated = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** The valor_mobiliario member of one year's FCA zip: each company's form of that year (version 1) lists what trades or traded since. */
export function fcaValorMobiliario(year: number): { name: string; lines: string[] } {
  const lines = [FCA_HEADER];
  for (const c of SAMPLE_COMPANIES) {
    const listed = SAMPLE_LISTINGS.filter((l) => l.cnpj === c.cnpj && l.listedIn <= year);
    for (const l of listed) {
      const closed = l.closedIn !== undefined && l.closedIn <= year ? l.to ?? '' : '';
      const pn = l.security === 'Ações Preferenciais';
      lines.push([punctuated(c.cnpj), `${year}-01-01`, '1', `${c.cdCvm}${year}`, c.name, l.security, pn ? 'PN' : '', pn ? 'Preferencial' : '', l.ticker, '',
        'Bolsa', 'B3', 'B3 S.A. - BRASIL, BOLSA, BALCÃO', l.from, closed, 'Novo Mercado', l.from, closed].join(';'));
    }
    // a debenture without a trading code, as forms list them
    lines.push([punctuated(c.cnpj), `${year}-01-01`, '1', `${c.cdCvm}${year}`, c.name, 'Debêntures', '', '', '', '', 'Balcão Organizado', 'B3', 'B3 S.A. - BRASIL, BOLSA, BALCÃO', '', '', '', '', ''].join(';'));
  }
  return { name: `fca_cia_aberta_valor_mobiliario_${year}.csv`, lines };
}

/** The FCA zips of SAMPLE_FCA_YEARS, written under dir and loaded through the real loader. */
export async function loadSampleTickers(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const year of SAMPLE_FCA_YEARS) {
    const file = path.join(dir, `fca_cia_aberta_${year}.zip`);
    await writeZip(file, [fcaValorMobiliario(year)]);
    results.push(await loadCiaFcaFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
