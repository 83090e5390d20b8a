// The FII quarterly bench's files: one inf_trimestral_fii_YYYY.zip per year in
// CVM's layout (all sixteen members by their published headers, latin-1, `;`,
// point decimals, masked CNPJs), synthetic, for --fii funds over --fii-years
// years: one general, complement and result line per report, and several lines
// per report in the long members (properties, tenants, assets, ...), each keyed
// by its row hash by the loader. Then the loader beside a bare COPY of the same
// members (server-side CSV into unindexed all-text tables).
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import yazl from 'yazl';
import { forEachZipMember } from '../../ingest/common/index.js';
import { loadFiiQuarterlyFile } from '../../ingest/cvm-fii-trimestral/load.js';
import { FII_QUARTERLY_MEMBERS, type FiiQuarterlyMember } from '../../ingest/cvm-fii-trimestral/tables.js';

/** Lines per report in each long member (the rest: one line per report). */
const LINES_PER_REPORT: Record<string, number> = {
  imovel: 6,
  imovel_renda_acabado_inquilino: 8,
  imovel_renda_acabado_contrato: 2,
  imovel_desempenho: 1,
  ativo: 4,
  rentabilidade_efetiva: 3,
  direito: 1,
  terreno: 1,
  ativo_garantia_rentabilidade: 1,
  aquisicao_imovel: 1,
  alienacao_imovel: 1,
};
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

export const fiiBenchCnpj = (g: number) => String(33000000000000 + g).padStart(14, '0');
const masked = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

export interface FiiYearFile {
  file: string;
  rows: number;
  csvBytes: number;
}

/** One member's CSV (header and lines) for a year. */
function memberCsv(spec: FiiQuarterlyMember, funds: number, year: number): { text: string; rows: number } {
  // published headers in the order the spec lists them (the derived row hash is not published)
  const columns = spec.columns.filter((c) => !c.headers[0].startsWith('('));
  const lines = [columns.map((c) => c.headers[0]).join(';')];
  const perReport = spec.long ? (LINES_PER_REPORT[spec.part] ?? 0) : 1;
  for (let g = 1; g <= funds; g += 1) {
    const cnpj = masked(fiiBenchCnpj(g));
    for (const [q, end] of QUARTER_ENDS.entries()) {
      for (let i = 1; i <= perReport; i += 1) {
        lines.push(columns.map((c, k) => {
          if (c.column === 'cnpj') return cnpj;
          if (c.column === 'reference_date') return `${year}-${end}`;
          if (c.column === 'version') return '1';
          // a blank in one cell in eleven: NULL, never 0
          if ((g + i + k) % 11 === 0) return '';
          if (c.kind === 'numeric') return ((g * 7919 + i * 131 + k * 17 + q) % 100000 / 100).toFixed(2);
          return `${c.headers[0].slice(0, 12)} ${g}-${i} Galpão São Paulo`;
        }).join(';'));
      }
    }
  }
  return { text: `${lines.join('\r\n')}\r\n`, rows: lines.length - 1 };
}

/** Writes inf_trimestral_fii_YYYY.zip for each year; returns the files. */
export async function writeFiiQuarterlyYears(dir: string, funds: number, years: readonly number[]): Promise<FiiYearFile[]> {
  fs.mkdirSync(dir, { recursive: true });
  const out: FiiYearFile[] = [];
  for (const year of years) {
    const zip = new yazl.ZipFile();
    let rows = 0;
    let csvBytes = 0;
    for (const spec of FII_QUARTERLY_MEMBERS) {
      const { text, rows: n } = memberCsv(spec, funds, year);
      const bytes = iconv.encode(text, 'latin1');
      zip.addBuffer(bytes, `inf_trimestral_fii_${spec.part}_${year}.csv`, { mtime: new Date('2026-11-01T00:00:00Z'), compressionLevel: 1 });
      rows += n;
      csvBytes += bytes.length;
    }
    zip.end();
    const file = path.join(dir, `inf_trimestral_fii_${year}.zip`);
    await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()).on('error', reject));
    out.push({ file, rows, csvBytes });
  }
  return out;
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;

/** The loader over every year's archive; returns the seconds and the rows it inserted. */
export async function loadFiiYears(ownerUrl: string, dataDir: string, files: readonly FiiYearFile[]): Promise<{ seconds: number; rows: number }> {
  let rows = 0;
  const t0 = performance.now();
  for (const { file } of files) {
    const result = await loadFiiQuarterlyFile(file, { ownerUrl, dataDir, progress: false });
    if (result.status !== 'loaded') throw new Error(`${file}: ${JSON.stringify(result)}`);
    rows += result.rowsInserted;
  }
  return { seconds: seconds(t0), rows };
}

/**
 * A bare COPY of the same members (the server parses each CSV) into unindexed tables with the landing tables' column
 * types (as the other benches' bare COPYs: dates and numbers typed; the CNPJ as filed, text), no key, no ingest_id;
 * returns the seconds.
 */
export async function bareCopyFiiYears(ownerUrl: string, files: readonly FiiYearFile[]): Promise<number> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const table = (part: string) => `public.bench_fii_copy_${part}`;
  try {
    for (const spec of FII_QUARTERLY_MEMBERS) {
      const columns = spec.columns.filter((c) => !c.headers[0].startsWith('('));
      const { rows: types } = await client.query<{ column: string; type: string }>(
        `select attname as column, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
        [spec.table],
      );
      const typeOf = new Map(types.map((t) => [t.column, t.type]));
      // published order (the CSV's), each column typed as it lands
      await client.query(`drop table if exists ${table(spec.part)}; create table ${table(spec.part)} (${columns.map((c) => `"${c.column}" ${c.column === 'cnpj' ? 'text' : typeOf.get(c.column)}`).join(', ')})`);
    }
    const t0 = performance.now();
    for (const { file } of files) {
      await forEachZipMember(file, path.basename(file), async (member) => {
        const part = /^inf_trimestral_fii_([a-z_]+?)_\d{4}\.csv$/.exec(member.name)![1];
        const copy = client.query(copyFrom(`copy ${table(part)} from stdin with (format csv, delimiter ';', header true, encoding 'LATIN1')`));
        await pipeline(await member.open(), copy);
      });
    }
    const took = seconds(t0);
    for (const spec of FII_QUARTERLY_MEMBERS) await client.query(`drop table ${table(spec.part)}`);
    return took;
  } finally {
    await client.end();
  }
}
