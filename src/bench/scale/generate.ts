// Realistic-size daily fund report for the scale bench: N classes x M months of
// business days in the publisher's format (monthly zips, 175 header, masked
// CNPJs, latin-1), plus a registro_fundo_classe.zip naming every class so
// search_funds has N funds to search. Deterministic arithmetic, no randomness,
// so generation is quick and repeatable.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { REGISTRO_CLASSE, REGISTRO_FUNDO } from '../../ingest/cvm-registro/tables.js';
import { headerOf } from '../../ingest/common/index.js';
import { INF_DIARIO_HEADER_175 } from '../../ingest/cvm-inf-diario/tables.js';
import { businessDays } from '../../sample/brazil-calendar.js';

export const WORDS = ['AURORA', 'IPE', 'JACARANDA', 'ARAUCARIA', 'CANOAS', 'SAO CONRADO', 'MARE ALTA', 'SERRA DO MAR', 'PINHAO', 'TUCANO', 'CAPIVARA', 'ITAUNA', 'CERRADO', 'PANTANAL', 'ATLANTICO', 'IGUACU', 'PARATY', 'BURITI', 'CAATINGA', 'GUARANI'];
const KINDS = ['FUNDO DE INVESTIMENTO EM AÇÕES', 'FUNDO DE INVESTIMENTO RENDA FIXA', 'FUNDO DE INVESTIMENTO MULTIMERCADO', 'FIC FIF RENDA FIXA CRÉDITO PRIVADO', 'FUNDO DE INVESTIMENTO CAMBIAL'];

export function benchCnpj(i: number): string {
  return `7${String(i).padStart(7, '0')}000199`;
}

export function benchFundName(i: number): string {
  return `${KINDS[i % KINDS.length]} ${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${i}`;
}

function mask(c: string): string {
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** The `count` months ending at `last` (YYYY-MM), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, k) => {
    const t = y * 12 + (m - 1) - (count - 1 - k);
    return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
  });
}

function zipOne(file: string, member: string, bytes: Buffer): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(bytes, member, { mtime: new Date('2026-11-01T00:00:00Z'), compressionLevel: 1 });
  zip.end();
  return new Promise((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()).on('error', reject));
}

export interface GeneratedMonth {
  file: string;
  member: string;
  rows: number;
  /** Size of the CSV member (uncompressed). */
  csvBytes: number;
}

/** Writes inf_diario_fi_YYYYMM.zip per month; returns the files and their row counts. */
export async function writeBenchInfDiario(dir: string, classes: number, months: readonly string[], onMonth?: (m: GeneratedMonth) => void): Promise<GeneratedMonth[]> {
  fs.mkdirSync(dir, { recursive: true });
  const masked = Array.from({ length: classes }, (_, i) => mask(benchCnpj(i)));
  const out: GeneratedMonth[] = [];
  for (const month of months) {
    const [y, m] = month.split('-').map(Number);
    const days = businessDays(`${month}-01`, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10));
    const parts: string[] = [INF_DIARIO_HEADER_175.join(';')];
    for (const [d, day] of days.entries()) {
      const chunk: string[] = [];
      for (let i = 0; i < classes; i += 1) {
        const base = 1_000_000 + (i % 997) * 10_000 + d * 100;
        const quota = (1 + ((i * 7 + d) % 1000) / 1000).toFixed(6);
        chunk.push(`CLASSES - FIF;${masked[i]};;${day};${base + 50}.00;${quota};${base}.00;${(i + d) % 7 === 0 ? '' : `${(i * 13 + d) % 5000}.00`};${(i * 11 + d) % 3000}.00;${100 + (i % 500)}`);
      }
      parts.push(chunk.join('\r\n'));
    }
    const member = `inf_diario_fi_${month.replace('-', '')}.csv`;
    const file = path.join(dir, member.replace('.csv', '.zip'));
    const csv = Buffer.from(parts.join('\r\n') + '\r\n', 'latin1');
    await zipOne(file, member, csv);
    const generated = { file, member, rows: days.length * classes, csvBytes: csv.length };
    out.push(generated);
    onMonth?.(generated);
  }
  return out;
}

/** registro_fundo_classe.zip with one fund and one class per bench CNPJ. */
export async function writeBenchRegistry(file: string, classes: number): Promise<void> {
  const fundHeader = headerOf(REGISTRO_FUNDO);
  const classHeader = headerOf(REGISTRO_CLASSE);
  const row = (header: string[], values: Record<string, string>) => header.map((h) => values[h] ?? '').join(';');
  const funds: string[] = [fundHeader.join(';')];
  const classRows: string[] = [classHeader.join(';')];
  for (let i = 0; i < classes; i += 1) {
    const cnpj = benchCnpj(i);
    funds.push(row(fundHeader, { ID_Registro_Fundo: String(i + 1), CNPJ_Fundo: cnpj, Tipo_Fundo: 'FIF', Denominacao_Social: benchFundName(i), Situacao: 'Em Funcionamento Normal' }));
    classRows.push(row(classHeader, { ID_Registro_Fundo: String(i + 1), ID_Registro_Classe: String(i + 1), CNPJ_Classe: cnpj, Denominacao_Social: benchFundName(i), Situacao: 'Em Funcionamento Normal', Classificacao: 'Renda Fixa' }));
  }
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(funds.join('\r\n') + '\r\n', 'latin1'), 'registro_fundo.csv', { mtime: new Date('2026-11-01T00:00:00Z') });
  zip.addBuffer(Buffer.from(classRows.join('\r\n') + '\r\n', 'latin1'), 'registro_classe.csv', { mtime: new Date('2026-11-01T00:00:00Z') });
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()).on('error', reject));
}
