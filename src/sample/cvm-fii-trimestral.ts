// Sample FII quarterly reports: one inf_trimestral_fii_YYYY.zip per year of the
// sample months, in CVM's layout (every member with its full published header,
// latin-1, `;`), for the sample FII funds: two to four invented properties each
// with tenants, the geral and resultado members; other members header-only.
// Synthetic: invented names and figures, not CVM data. Awkward cases: one
// re-filed quarter (versions 1 and 2, the second with a changed vacancy), one
// property filed with blank vacancy and delinquency (NULL, never 0).
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { headerOf } from '../ingest/common/index.js';
import { loadFiiQuarterlyFile } from '../ingest/cvm-fii-trimestral/load.js';
import { FII_QUARTERLY_MEMBERS } from '../ingest/cvm-fii-trimestral/tables.js';
import { maskCnpj, reportsIn, SAMPLE_MONTHS, sampleFundsOf } from './cvm-universe.js';
import { writeZip, type CsvMember } from './cvm-fii-fidc/zip.js';
import { seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

/** The FII (by index among the sample FIIs) whose report of this quarter is re-filed as version 2. */
export const REFILED_QUARTER = { index: 1, quarterEnd: '2025-06-30' } as const;
/** The FII whose first property leaves vacancy and delinquency blank in this quarter. */
export const BLANK_QUARTER = { index: 3, quarterEnd: '2025-09-30' } as const;

const KINDS = ['Galpão', 'Laje Corporativa', 'Shopping', 'Loja', 'Hospital'];
const SECTORS = ['Logística', 'Varejo', 'Serviços', 'Saúde', 'Tecnologia'];
const CITIES = ['Cajamar/SP', 'Barueri/SP', 'Contagem/MG', 'Itajaí/SC', 'Recife/PE', 'Curitiba/PR'];

const QUARTER_ENDS = SAMPLE_MONTHS.filter((m) => ['03', '06', '09', '12'].includes(m.slice(5))).map((m) => `${m}-${m.slice(5) === '06' || m.slice(5) === '09' ? '30' : '31'}`);

const header = (part: string) => headerOf(FII_QUARTERLY_MEMBERS.find((m) => m.part === part)!).filter((h) => !h.startsWith('('));
/** A line in the member's header order: named values, every other column blank. */
function line(part: string, values: Record<string, string | number>): string {
  return header(part).map((h) => (values[h] === undefined ? '' : String(values[h]))).join(';');
}

interface QuarterReport {
  lines: Map<string, string[]>;
}

function reports(): Map<number, QuarterReport> {
  const byYear = new Map<number, QuarterReport>();
  const add = (year: number, part: string, text: string) => {
    const report = byYear.get(year) ?? { lines: new Map(FII_QUARTERLY_MEMBERS.map((m) => [m.part, [header(m.part).join(';')]])) };
    byYear.set(year, report);
    report.lines.get(part)!.push(text);
  };
  sampleFundsOf('fii').forEach((fund, index) => {
    const random = seededRandom(`fii-quarterly-sample:${fund.seed}`);
    const properties = Array.from({ length: 2 + (index % 3) }, (_, p) => ({
      name: `${KINDS[(index + p) % KINDS.length]} Sintético ${String.fromCharCode(65 + p)}`,
      address: `Rodovia Exemplo, km ${10 + p * 7 + index}, ${CITIES[(index + p) % CITIES.length]}`,
      area: Math.round(5000 + random() * 60000),
      vacancy: Math.round(random() * 2000) / 10000,
      delinquency: Math.round(random() * 300) / 10000,
    }));
    const share = Math.round(10000 / properties.length) / 10000;
    for (const quarterEnd of QUARTER_ENDS) {
      if (!reportsIn(fund, quarterEnd.slice(0, 7))) continue;
      const versions = index === REFILED_QUARTER.index && quarterEnd === REFILED_QUARTER.quarterEnd ? [1, 2] : [1];
      const year = Number(quarterEnd.slice(0, 4));
      for (const version of versions) {
        const key = { CNPJ_Fundo_Classe: maskCnpj(fund.cnpj), Data_Referencia: quarterEnd, Versao: version };
        add(year, 'geral', line('geral', { ...key, Tipo_Fundo_Classe: fund.generation === 'legacy' ? 'Fundo' : 'Classe', Nome_Fundo_Classe: fund.name, Data_Entrega: `${quarterEnd.slice(0, 8)}2${version}`, Segmento_Atuacao: 'Logística', Data_Encerramento_Trimestre: quarterEnd }));
        properties.forEach((p, n) => {
          const blank = n === 0 && index === BLANK_QUARTER.index && quarterEnd === BLANK_QUARTER.quarterEnd;
          const vacancy = version === 2 && n === 0 ? p.vacancy + 0.05 : p.vacancy;
          add(year, 'imovel', line('imovel', {
            ...key, Classe: 'Imóveis para renda acabados', Nome_Imovel: p.name, Endereco: p.address, Area: p.area, Numero_Unidades: 1,
            ...(blank ? {} : { Percentual_Vacancia: vacancy.toFixed(4), Percentual_Inadimplencia: p.delinquency.toFixed(4) }),
            Percentual_Receitas_FII: share.toFixed(4), Percentual_Locado: (1 - vacancy).toFixed(4), Percentual_Imovel_Total_Investido: share.toFixed(4),
          }));
          add(year, 'imovel_renda_acabado_inquilino', line('imovel_renda_acabado_inquilino', { ...key, Nome_Imovel: p.name, Setor_Atuacao: SECTORS[(index + n) % SECTORS.length], Percentual_Receita_Imovel: '1.0000', Percentual_Receitas_FII: share.toFixed(4) }));
        });
        const income = Math.round(1e6 + random() * 2e7);
        add(year, 'resultado_contabil_financeiro', line('resultado_contabil_financeiro', { ...key, Receita_Aluguel_Investimento_Contabil: income, Receita_Aluguel_Investimento_Financeiro: income, Rendimentos_Declarados: Math.round(income * 0.95) }));
      }
    }
  });
  return byYear;
}

export const SAMPLE_FII_QUARTERLY_FIRST = QUARTER_ENDS[0];
export const SAMPLE_FII_QUARTERLY_LAST = QUARTER_ENDS[QUARTER_ENDS.length - 1];

export async function writeSampleFiiQuarterly(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const [year, report] of [...reports()].sort(([a], [b]) => a - b)) {
    const file = path.join(dir, `inf_trimestral_fii_${year}.zip`);
    const members: CsvMember[] = FII_QUARTERLY_MEMBERS.map((m) => ({ name: `inf_trimestral_fii_${m.part}_${year}.csv`, lines: report.lines.get(m.part)! }));
    await writeZip(file, members);
    files.push(file);
  }
  return files;
}

export async function loadSampleFiiQuarterly(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const file of await writeSampleFiiQuarterly(dir)) results.push(await loadFiiQuarterlyFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  return results;
}
