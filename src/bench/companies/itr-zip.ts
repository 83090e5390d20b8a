// The --companies bench's loader measure: one year of the store's ITR filings
// written out as CVM publishes them (itr_cia_aberta_YYYY.zip: a member per
// statement and scope, latin-1, `;`, punctuated CNPJ, zero-padded CD_CVM, and
// the index member with each version's receipt date), deleted from the store,
// then loaded back through the real loader (cvm-cia-itr: stream the archive,
// stage, upsert on the key, log) beside a bare COPY of the same member bytes
// into unkeyed text tables (the server's CSV parse alone), and beside a
// like-for-like COPY: the same rows as COPY text of the landing columns into
// the landing table itself (same keys, indexes, WAL and rows held), in a
// transaction rolled back before the loader runs. The loaded rows must equal
// the deleted ones (counted, and compared with EXCEPT ALL). Each figure comes
// with the CPU seconds Node and the cluster spent (cpu-time.ts), which the
// machine's load moves less than the wall time.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import yazl from 'yazl';
import { landingTarget } from '../../ingest/common/index.js';
import { loadCiaItrFile } from '../../ingest/cvm-cia-itr/load.js';
import { CIA_STATEMENT } from '../../ingest/cvm-cia-itr/tables.js';
import { clusterCpuMeter, withCpu, type CpuSpent } from '../cpu-time.js';

const STATEMENTS = ['bpa', 'bpp', 'dre', 'dfc_mi', 'dva'] as const;
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const CSV = `(format csv, delimiter ';', header, encoding 'LATIN1')`;
const punctuated = `substr(s.cnpj, 1, 2) || '.' || substr(s.cnpj, 3, 3) || '.' || substr(s.cnpj, 6, 3) || '/' || substr(s.cnpj, 9, 4) || '-' || substr(s.cnpj, 13, 2)`;

function memberSql(statement: string, scope: string, year: number): string {
  const flow = statement !== 'bpa' && statement !== 'bpp';
  return `select ${punctuated} as "CNPJ_CIA", s.dt_refer as "DT_REFER", s.versao as "VERSAO", s.denom_cia as "DENOM_CIA", lpad(s.cd_cvm::text, 6, '0') as "CD_CVM",
      s.grupo_dfp as "GRUPO_DFP", s.moeda as "MOEDA", s.escala_moeda as "ESCALA_MOEDA", s.ordem_exerc as "ORDEM_EXERC",${flow ? ' s.dt_ini_exerc as "DT_INI_EXERC",' : ''}
      s.dt_fim_exerc as "DT_FIM_EXERC", s.cd_conta as "CD_CONTA", s.ds_conta as "DS_CONTA", s.vl_conta as "VL_CONTA", s.st_conta_fixa as "ST_CONTA_FIXA"
    from cvm.cia_statement s
   where s.doc_type = 'itr' and s.statement = '${statement}' and s.scope = '${scope}' and s.dt_refer between '${year}-01-01' and '${year}-12-31'`;
}
const indexSql = (year: number) => `select ${punctuated} as "CNPJ_CIA", s.dt_refer as "DT_REFER", s.versao as "VERSAO", s.denom_cia as "DENOM_CIA", lpad(s.cd_cvm::text, 6, '0') as "CD_CVM",
    s.categ_doc as "CATEG_DOC", s.id_doc as "ID_DOC", s.dt_receb as "DT_RECEB", s.link_doc as "LINK_DOC"
  from cvm.cia_document s where s.doc_type = 'itr' and s.dt_refer between '${year}-01-01' and '${year}-12-31'`;

async function exportMember(owner: pg.Client, sql: string, file: string): Promise<void> {
  await pipeline(owner.query(copyTo(`copy (${sql}) to stdout ${CSV}`)), fs.createWriteStream(file));
}

export interface ItrLoadTiming {
  rows: number;
  zipBytes: number;
  unpackedBytes: number;
  loaderSeconds: number;
  copySeconds: number;
  /** The same rows into the landing table itself (same indexes), rolled back. */
  likeSeconds: number;
  loaderCpu: CpuSpent;
  copyCpu: CpuSpent;
  likeCpu: CpuSpent;
  peakRssMb: number;
}

export async function loadItrYear(owner: pg.Client, ownerUrl: string, dir: string, year: number): Promise<ItrLoadTiming> {
  const members = path.join(dir, `itr-${year}`);
  fs.mkdirSync(members, { recursive: true });
  const files: { name: string; file: string; sql: string }[] = [];
  for (const statement of STATEMENTS) {
    for (const scope of ['con', 'ind']) {
      const name = `itr_cia_aberta_${statement.toUpperCase()}_${scope}_${year}.csv`;
      files.push({ name, file: path.join(members, name), sql: memberSql(statement, scope, year) });
    }
  }
  files.push({ name: `itr_cia_aberta_${year}.csv`, file: path.join(members, `itr_cia_aberta_${year}.csv`), sql: indexSql(year) });
  for (const f of files) await exportMember(owner, f.sql, f.file);
  const unpackedBytes = files.reduce((n, f) => n + fs.statSync(f.file).size, 0);
  const zipFile = path.join(dir, `itr_cia_aberta_${year}.zip`);
  await new Promise<void>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const f of files) zip.addFile(f.file, f.name, { compressionLevel: 1 });
    zip.outputStream.pipe(fs.createWriteStream(zipFile)).on('close', () => resolve()).on('error', reject);
    zip.end();
  });
  // the year's rows as the store held them, to compare with what the loader lands
  await owner.query(`create table public.bench_itr_before as select * from cvm.cia_statement where doc_type = 'itr' and dt_refer between '${year}-01-01' and '${year}-12-31'`);
  await owner.query(`delete from cvm.cia_statement where doc_type = 'itr' and dt_refer between '${year}-01-01' and '${year}-12-31'`);
  await owner.query(`delete from cvm.cia_document where doc_type = 'itr' and dt_refer between '${year}-01-01' and '${year}-12-31'`);
  await owner.query('vacuum analyze cvm.cia_statement');
  const serverCpu = await clusterCpuMeter(owner);

  // like for like: the statement rows as the loader writes them (its columns, COPY text) into cvm.cia_statement, rolled back
  const columns = landingTarget(CIA_STATEMENT).columns;
  const likeFile = path.join(dir, `itr-${year}-rows.txt`);
  await pipeline(owner.query(copyTo(`copy (select ${columns.join(', ')}, 0 from public.bench_itr_before) to stdout`)), fs.createWriteStream(likeFile));
  let t = performance.now();
  await owner.query('begin');
  const like = await withCpu(serverCpu, () => pipeline(fs.createReadStream(likeFile), owner.query(copyFrom(`copy cvm.cia_statement (${columns.join(', ')}, ingest_id) from stdin`))));
  const likeSeconds = seconds(t);
  await owner.query('rollback');
  await owner.query('vacuum analyze cvm.cia_statement');
  fs.rmSync(likeFile);

  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  t = performance.now();
  const { result, cpu: loaderCpu } = await withCpu(serverCpu, () => loadCiaItrFile(zipFile, { ownerUrl, dataDir: path.join(dir, 'data'), progress: false, synthetic: true }));
  const loaderSeconds = seconds(t);
  clearInterval(sampler);
  if (result.status !== 'loaded') throw new Error(`${zipFile}: ${JSON.stringify(result)}`);
  const before = Number((await owner.query('select count(*)::bigint as n from public.bench_itr_before')).rows[0].n);
  const differ = Number((await owner.query(`select count(*)::bigint as n from (
      (select cnpj, doc_type, statement, scope, dt_refer, versao, ordem_exerc, coluna_df, dt_fim_exerc, cd_conta, cd_cvm, denom_cia, grupo_dfp, moeda, escala_moeda, dt_ini_exerc, ds_conta, vl_conta, st_conta_fixa from public.bench_itr_before
       except all
       select cnpj, doc_type, statement, scope, dt_refer, versao, ordem_exerc, coluna_df, dt_fim_exerc, cd_conta, cd_cvm, denom_cia, grupo_dfp, moeda, escala_moeda, dt_ini_exerc, ds_conta, vl_conta, st_conta_fixa from cvm.cia_statement
        where doc_type = 'itr' and dt_refer between '${year}-01-01' and '${year}-12-31')) d`)).rows[0].n);
  if (differ !== 0 || result.rowsInserted < before) throw new Error(`ITR ${year}: the loader landed ${result.rowsInserted} rows, ${differ} of the ${before} written are missing or differ`);
  await owner.query('drop table public.bench_itr_before');

  // the bare COPY: the same member bytes into unkeyed, unindexed text tables
  for (const f of files) {
    const header = fs.readFileSync(f.file, { encoding: 'latin1' }).slice(0, 400).split('\n')[0].trim().split(';');
    await owner.query(`create unlogged table if not exists public.bench_copy_${header.length} (${header.map((h) => `"${h}" text`).join(', ')})`);
  }
  t = performance.now();
  const { cpu: copyCpu } = await withCpu(serverCpu, async () => {
    for (const f of files) {
      const width = fs.readFileSync(f.file, { encoding: 'latin1' }).slice(0, 400).split('\n')[0].trim().split(';').length;
      await pipeline(fs.createReadStream(f.file), owner.query(copyFrom(`copy public.bench_copy_${width} from stdin ${CSV}`)));
    }
  });
  const copySeconds = seconds(t);
  for (const n of [9, 14, 15]) await owner.query(`drop table if exists public.bench_copy_${n}`);
  fs.rmSync(members, { recursive: true });
  fs.rmSync(zipFile);
  return { rows: before, zipBytes: 0, unpackedBytes, loaderSeconds, copySeconds, likeSeconds, loaderCpu, copyCpu, likeCpu: like.cpu, peakRssMb: Math.round((peak - rssBefore) / 1e6) };
}
