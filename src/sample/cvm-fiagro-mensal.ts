// Sample FIAGRO monthly reports: one inf_mensal_fiagro_YYYYMM.zip per month from
// 2025-05 (the first month CVM publishes) through the last sample month, both
// members in CVM's layout (title-case headers, latin-1, `;`), for eight invented
// classes outside the sample fund universe, loaded through the real loader.
// Synthetic: invented classes and figures, not CVM data. Awkward cases: a month
// re-filed as version 2, a class filing Vencidos blank, a class that stops filing.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadFiagroFile } from '../ingest/cvm-fiagro-mensal/load.js';
import { FIAGRO_MONTHLY } from '../ingest/cvm-fiagro-mensal/tables.js';
import { FIRST_FIAGRO_MONTH } from '../ingest/cvm-fiagro-mensal/fetch.js';
import { maskCnpj, SAMPLE_MONTHS, withCheckDigits } from './cvm-universe.js';
import { writeZip } from './cvm-fii-fidc/zip.js';
import { seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

const NAMES = ['CERRADO CRÉDITO', 'TERRAS DO SUL', 'SAFRA FORTE', 'GRÃOS DO OESTE', 'CANA VERDE', 'PASTO NOVO', 'CAFÉ DE MINAS', 'ALGODÃO BRANCO'];
export const SAMPLE_FIAGRO_CNPJS: readonly string[] = NAMES.map((_, i) => withCheckDigits(`55${String(100000 + i * 37).padStart(6, '0')}0001`));
export const SAMPLE_FIAGRO_MONTHS: readonly string[] = SAMPLE_MONTHS.filter((m) => m >= FIRST_FIAGRO_MONTH);
/** The class (by index) whose report of this month is re-filed as version 2. */
export const REFILED_FIAGRO = { index: 0, month: '2026-02' } as const;
/** The class that files Vencidos blank. */
export const BLANK_FIAGRO = { index: 1 } as const;
/** The class that files nothing after this month. */
export const STOPPED_FIAGRO = { index: 5, last: '2026-03' } as const;

/** The report's columns in the published order: CNPJ_Classe;Nome_Classe;Data_Referencia;Data_Entrega;Versao;... */
function header(): string[] {
  const spec = FIAGRO_MONTHLY.columns.map((c) => c.headers[0]);
  const first = ['CNPJ_Classe', 'Nome_Classe', 'Data_Referencia', 'Data_Entrega', 'Versao'];
  return [...first, ...spec.filter((h) => !first.includes(h))];
}

function members(month: string): { report: string[]; subclasses: string[] } {
  const cols = header();
  const report = [cols.join(';')];
  const subclasses = ['CNPJ_Classe;Nome_Classe;Data_Referencia;Nome_Subclasse;Numero_Cotas;Valor_Patrimonial_Cota'];
  const m = SAMPLE_FIAGRO_MONTHS.indexOf(month);
  SAMPLE_FIAGRO_CNPJS.forEach((cnpj, index) => {
    if (index === STOPPED_FIAGRO.index && month > STOPPED_FIAGRO.last) return;
    const random = seededRandom(`fiagro-sample:${index}:${month}`);
    const base = 100e6 + index * 150e6;
    const nav = base * (1 + 0.004 * m) * (1 + (random() - 0.5) * 0.01);
    const overdue = nav * (0.005 + 0.002 * index + 0.001 * m * (index % 2));
    const name = `FIAGRO ${NAMES[index]} (SINTÉTICO)`;
    const versions = index === REFILED_FIAGRO.index && month === REFILED_FIAGRO.month ? [1, 2] : [1];
    for (const version of versions) {
      const values: Record<string, string> = {
        CNPJ_Classe: maskCnpj(cnpj), Nome_Classe: name, Data_Referencia: `${month}-01`, Data_Entrega: `${month}-${String(10 + version * 5).padStart(2, '0')}`, Versao: String(version),
        Classe_Unica: 'S', Publico_Alvo: 'Investidores em Geral', Mercado_Negociacao: 'Bolsa', Nome_Administrador: 'ADMINISTRADORA EXEMPLO S.A. (SINTÉTICO)',
        Numero_Cotistas: String(Math.round(1000 + index * 3000 + m * 40)), Patrimonio_Liquido: (version === 2 ? nav * 1.002 : nav).toFixed(2), Valor_Ativo: (nav * 1.03).toFixed(2),
        CRA: (nav * 0.7).toFixed(2), Vencidos: index === BLANK_FIAGRO.index ? '' : overdue.toFixed(2),
      };
      report.push(cols.map((h) => values[h] ?? '').join(';'));
    }
    subclasses.push(`${maskCnpj(cnpj)};${name};${month}-01;Subclasse Única;${Math.round(nav / 100)};${(100 + m * 0.4).toFixed(6)}`);
  });
  return { report, subclasses };
}

export async function loadSampleFiagro(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const month of SAMPLE_FIAGRO_MONTHS) {
    const yyyymm = month.replace('-', '');
    const file = path.join(dir, `inf_mensal_fiagro_${yyyymm}.zip`);
    const { report, subclasses } = members(month);
    await writeZip(file, [
      { name: `inf_mensal_fiagro_${yyyymm}.csv`, lines: report },
      { name: `inf_mensal_fiagro_subclasse_${yyyymm}.csv`, lines: subclasses },
    ]);
    results.push(await loadFiagroFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
