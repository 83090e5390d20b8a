// Sample CVM registry files for every fund of the shared universe, and the daily
// report (inf_diario) for its fi funds, written in the publisher's formats and
// loaded through the real loaders. Not CVM data. Deterministic (seeded, no clock).
//
// The awkward cases: legacy funds sit in cad_fi.csv (41 columns) and Resolution
// 175 funds in registro_fundo_classe.zip (bare-digit CNPJs, classes joined by ID,
// one subclass for hasSubclass classes); a cancelled fund; a FIP (served as fip,
// its series from the cvm-fip set); blank values (TAXA_PERFM, a day without NR_COTST, a
// fund that never files CAPTC_DIA); the daily report switches from the pre-175
// header (TP_FUNDO;CNPJ_FUNDO) to the 175 header (TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;
// ID_SUBCLASSE) in 2024-10; funds start late or stop reporting as the universe says.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../../ingest/common/index.js';
import { CAD_FI_HEADER } from '../../ingest/cvm-cad-fi/tables.js';
import { loadCadFiFile } from '../../ingest/cvm-cad-fi/load.js';
import { REGISTRO_CLASSE, REGISTRO_FUNDO, REGISTRO_SUBCLASSE } from '../../ingest/cvm-registro/tables.js';
import { loadRegistroFile } from '../../ingest/cvm-registro/load.js';
import { INF_DIARIO_HEADER_175, INF_DIARIO_HEADER_LEGACY } from '../../ingest/cvm-inf-diario/tables.js';
import { loadInfDiarioFile } from '../../ingest/cvm-inf-diario/load.js';
import { headerOf } from '../../ingest/common/index.js';
import { businessDays } from '../brazil-calendar.js';
import { gaussian, seededRandom } from '../random.js';
import { maskCnpj, reportsIn, SAMPLE_FUNDS, SAMPLE_MONTHS, sampleFundsOf, type SampleFund } from '../cvm-universe.js';
import { cvmCsvBytes, writeZip } from './write.js';
import { SAMPLE_FIP_CNPJS } from '../cvm-fip.js';

/** The month the daily report's header switches to the Resolution 175 names. */
export const INF_DIARIO_175_FROM = '2024-10';

/** A FIP in cad_fi: served as fip by search_funds; its year-end series comes from the cvm-fip sample set (the same CNPJ). */
export const SAMPLE_FIP = { cnpj: SAMPLE_FIP_CNPJS[0], name: 'FIP AMOSTRA JEQUITIBÁ (SINTÉTICO)' };

const CVM_TYPE = { fi: { legacy: 'FI', rcvm175: 'FIF' }, fidc: { legacy: 'FIDC', rcvm175: 'FIDC' }, fii: { legacy: 'FII', rcvm175: 'FII' } } as const;
const FI_CLASSES = ['Ações', 'Renda Fixa', 'Multimercado', 'Cambial'];

export function sampleFiles(dir: string): { cadFi: string; cadFiHist: string; registro: string; infDiario: string[] } {
  return {
    cadFi: path.join(dir, 'cad_fi.csv'),
    cadFiHist: path.join(dir, 'cad_fi_hist.zip'),
    registro: path.join(dir, 'registro_fundo_classe.zip'),
    infDiario: SAMPLE_MONTHS.map((m) => path.join(dir, `inf_diario_fi_${m.replace('-', '')}.zip`)),
  };
}

/** Writes every file into `dir` (the same bytes on every run) and returns their paths. */
export async function writeSampleFunds(dir: string): Promise<ReturnType<typeof sampleFiles>> {
  fs.mkdirSync(dir, { recursive: true });
  const files = sampleFiles(dir);
  const legacy = SAMPLE_FUNDS.filter((f) => f.generation === 'legacy');
  fs.writeFileSync(files.cadFi, cvmCsvBytes(CAD_FI_HEADER, [...legacy.map(cadFiRow), fipRow()]));
  const fiLegacy = legacy.filter((f) => f.family === 'fi');
  await writeZip(files.cadFiHist, {
    'cad_fi_hist_exerc_social.csv': cvmCsvBytes(['CNPJ_FUNDO', 'DT_REG', 'DT_INI_EXERC', 'DT_FIM_EXERC'], fiLegacy.map((f, i) => [maskCnpj(f.cnpj), '2019-03-01', '2019-03-01', i % 2 ? '2019-06-30' : '2019-12-31'])),
    'cad_fi_hist_taxa_adm.csv': cvmCsvBytes(['CNPJ_FUNDO', 'DT_REG', 'TAXA_ADM', 'INF_TAXA_ADM', 'DT_INI_TAXA_ADM'], fiLegacy.map((f, i) => [maskCnpj(f.cnpj), '2019-03-01', fee(i), i % 5 === 0 ? 'Taxa de administração máxima' : '', '2019-03-01'])),
    'cad_fi_hist_taxa_perfm.csv': cvmCsvBytes(['CNPJ_FUNDO', 'DT_REG', 'VL_TAXA_PERFM', 'DS_TAXA_PERFM', 'DT_INI_TAXA_PERFM'], fiLegacy.filter((_, i) => i % 4 === 0).map((f) => [maskCnpj(f.cnpj), '2019-03-01', '20', '20% do que exceder 100% do CDI', '2019-03-01'])),
    // one of the members this project does not load
    'cad_fi_hist_sit.csv': cvmCsvBytes(['CNPJ_FUNDO', 'DT_REG', 'SIT', 'DT_INI_SIT'], fiLegacy.map((f) => [maskCnpj(f.cnpj), '2019-03-01', f.status, '2019-03-01'])),
  });
  const modern = SAMPLE_FUNDS.filter((f) => f.generation === 'rcvm175');
  await writeZip(files.registro, {
    'registro_fundo.csv': cvmCsvBytes(headerOf(REGISTRO_FUNDO), modern.map((f, i) => registroFundoRow(f, i))),
    'registro_classe.csv': cvmCsvBytes(headerOf(REGISTRO_CLASSE), modern.map((f, i) => registroClasseRow(f, i))),
    'registro_subclasse.csv': cvmCsvBytes(headerOf(REGISTRO_SUBCLASSE), modern.flatMap((f, i) => (f.hasSubclass ? [registroSubclasseRow(f, i)] : []))),
  });
  const series = dailySeries();
  for (const [i, month] of SAMPLE_MONTHS.entries()) {
    const name = `inf_diario_fi_${month.replace('-', '')}.csv`;
    await writeZip(files.infDiario[i], { [name]: infDiarioCsv(month, series) });
  }
  return files;
}

export async function loadSampleFunds(ownerUrl: string, dataDir: string, dir: string, options: { progress?: boolean } = {}): Promise<FileResult[]> {
  const files = await writeSampleFunds(dir);
  const common = { ownerUrl, dataDir, progress: options.progress, synthetic: true };
  const results = [await loadCadFiFile(files.cadFi, common), await loadCadFiFile(files.cadFiHist, common), await loadRegistroFile(files.registro, common)];
  for (const file of files.infDiario) results.push(await loadInfDiarioFile(file, common));
  return results;
}

/** The class an fi fund files, matching the kind its name says (the universe names fi funds in this order). */
function fiClass(f: SampleFund): string {
  return f.family === 'fi' ? FI_CLASSES[Number(f.seed.split('-')[1]) % FI_CLASSES.length] : '';
}

function fee(i: number): string {
  return (0.5 + (i % 8) * 0.25).toFixed(2);
}

function cadFiRow(f: SampleFund, i: number): string[] {
  const values: Record<string, string> = {
    TP_FUNDO: CVM_TYPE[f.family].legacy,
    CNPJ_FUNDO: maskCnpj(f.cnpj),
    DENOM_SOCIAL: f.name,
    DT_REG: '2019-03-01',
    DT_CONST: '2019-02-01',
    CD_CVM: String(100000 + i),
    DT_CANCEL: f.cancelledOn ?? '',
    SIT: f.status,
    DT_INI_SIT: f.cancelledOn ?? '2019-03-01',
    DT_INI_ATIV: '2019-03-15',
    DT_INI_EXERC: '2026-01-01',
    DT_FIM_EXERC: '2026-12-31',
    CLASSE: fiClass(f),
    CONDOM: 'Aberto',
    FUNDO_COTAS: 'N',
    FUNDO_EXCLUSIVO: 'N',
    PUBLICO_ALVO: 'Geral',
    // a blank value: most funds file no performance fee
    TAXA_PERFM: i % 4 === 0 ? '20' : '',
    TAXA_ADM: fee(i),
    VL_PATRIM_LIQ: (1_000_000 + i * 12_345.67).toFixed(2),
    DT_PATRIM_LIQ: '2026-10-30',
    CNPJ_ADMIN: '12.345.678/0001-95',
    ADMIN: 'ADMINISTRADORA EXEMPLO S.A.',
    GESTOR: 'GESTORA EXEMPLO LTDA',
  };
  return CAD_FI_HEADER.map((h) => values[h] ?? '');
}

function fipRow(): string[] {
  const values: Record<string, string> = { TP_FUNDO: 'FIP', CNPJ_FUNDO: maskCnpj(SAMPLE_FIP.cnpj), DENOM_SOCIAL: SAMPLE_FIP.name, SIT: 'EM FUNCIONAMENTO NORMAL', DT_REG: '2020-01-10' };
  return CAD_FI_HEADER.map((h) => values[h] ?? '');
}

const titleCase = (status: string) => status.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase());

function registroFundoRow(f: SampleFund, i: number): string[] {
  const values: Record<string, string> = {
    ID_Registro_Fundo: String(5000 + i),
    CNPJ_Fundo: f.cnpj,
    Codigo_CVM: String(200000 + i),
    Data_Registro: '2020-05-04',
    Tipo_Fundo: CVM_TYPE[f.family].rcvm175,
    Denominacao_Social: f.name,
    Data_Cancelamento: f.cancelledOn ?? '',
    Situacao: titleCase(f.status),
    Data_Adaptacao_RCVM175: '2024-06-28',
  };
  return headerOf(REGISTRO_FUNDO).map((h) => values[h] ?? '');
}

function registroClasseRow(f: SampleFund, i: number): string[] {
  const values: Record<string, string> = {
    ID_Registro_Fundo: String(5000 + i),
    ID_Registro_Classe: String(9000 + i),
    CNPJ_Classe: f.cnpj,
    Tipo_Classe: f.family === 'fi' ? 'Classes de Cotas de Fundos FIF' : '',
    Denominacao_Social: f.name,
    Situacao: titleCase(f.status),
    Classificacao: fiClass(f),
  };
  return headerOf(REGISTRO_CLASSE).map((h) => values[h] ?? '');
}

function registroSubclasseRow(f: SampleFund, i: number): string[] {
  const values: Record<string, string> = { ID_Registro_Classe: String(9000 + i), ID_Subclasse: subclassId(f), Denominacao_Social: `${f.name} SUBCLASSE A`, Situacao: titleCase(f.status) };
  return headerOf(REGISTRO_SUBCLASSE).map((h) => values[h] ?? '');
}

function subclassId(f: SampleFund): string {
  return `S${f.cnpj.slice(2, 8)}A`;
}

interface DayValues {
  quota: number;
  nav: number;
  holders: number;
  inflow: number;
  outflow: number;
}

/** Each fi fund's path over every business day of the sample months. */
function dailySeries(): Map<string, Map<string, DayValues>> {
  const days = businessDays(`${SAMPLE_MONTHS[0]}-01`, lastDay(SAMPLE_MONTHS.at(-1)!));
  const all = new Map<string, Map<string, DayValues>>();
  for (const fund of sampleFundsOf('fi')) {
    const normal = gaussian(seededRandom(`inf-diario:${fund.seed}`));
    let quota = 1 + (Number(fund.cnpj.slice(4, 8)) % 50) / 10;
    let nav = 5_000_000 + (Number(fund.cnpj.slice(2, 8)) % 97) * 1_000_000;
    let holders = 100 + (Number(fund.cnpj.slice(5, 8)) % 900);
    const series = new Map<string, DayValues>();
    for (const day of days) {
      quota *= 1 + 0.0004 + 0.004 * normal();
      const inflow = Math.max(0, 20_000 * (1 + normal()));
      const outflow = Math.max(0, 18_000 * (1 + normal()));
      nav = Math.max(100_000, nav * (1 + 0.0004 + 0.004 * normal()) + inflow - outflow);
      holders = Math.max(1, holders + Math.round(normal()));
      series.set(day, { quota, nav, holders, inflow, outflow });
    }
    all.set(fund.cnpj, series);
  }
  return all;
}

/** The last months in which the parked fi class (see PARKED_CLASS) files no money in or out. */
const PARKED_MONTHS = SAMPLE_MONTHS.slice(-4);
/** One fi class parks its capital: it files every day of its last four months with quotaholders but no subscription and no redemption, so screen_dormant_funds has a class to find. */
export const PARKED_CLASS: string | undefined = sampleFundsOf('fi').find((f, i) => i >= 4 && PARKED_MONTHS.every((m) => reportsIn(f, m)))?.cnpj;

function infDiarioCsv(month: string, series: Map<string, Map<string, DayValues>>): Buffer {
  const modern = month >= INF_DIARIO_175_FROM;
  const days = businessDays(`${month}-01`, lastDay(month));
  const rows: (string | null)[][] = [];
  for (const [index, fund] of sampleFundsOf('fi').entries()) {
    if (!reportsIn(fund, month)) continue;
    const path = series.get(fund.cnpj)!;
    const type = modern && fund.generation === 'rcvm175' ? 'CLASSES - FIF' : 'FI';
    for (const [d, day] of days.entries()) {
      const v = path.get(day)!;
      // blanks: one fund never files inflows; the second business day of each month has no holder count
      const parked = fund.cnpj === PARKED_CLASS && PARKED_MONTHS.includes(month);
      const inflow = index === 3 ? '' : parked ? '0.00' : v.inflow.toFixed(2);
      const outflow = parked ? '0.00' : v.outflow.toFixed(2);
      const holders = d === 1 ? '' : String(v.holders);
      const values = [(v.nav * 1.002).toFixed(2), v.quota.toFixed(12), v.nav.toFixed(2), inflow, outflow, holders];
      if (!modern) rows.push([type, maskCnpj(fund.cnpj), day, ...values]);
      else {
        rows.push([type, maskCnpj(fund.cnpj), '', day, ...values]);
        if (fund.hasSubclass) rows.push([type, maskCnpj(fund.cnpj), subclassId(fund), day, (v.nav * 0.3).toFixed(2), (v.quota * 1.01).toFixed(12), (v.nav * 0.3).toFixed(2), '0.00', '0.00', String(Math.ceil(v.holders / 3))]);
      }
    }
  }
  return cvmCsvBytes(modern ? INF_DIARIO_HEADER_175 : INF_DIARIO_HEADER_LEGACY, rows);
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
