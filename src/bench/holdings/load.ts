// The --holdings bench's loader figure: the newest bench month's CDA rows written
// as a monthly archive (cda_fi_YYYYMM.zip: blocks 1, 2, 4, 6 and the PL member,
// published headers), the month deleted, the archive loaded through the real
// loader (loadCdaFile: unzip, parse, decode, COPY, keys, fund-month trim), then
// the same rows COPYed bare into unkeyed, unindexed copies of the landing tables,
// and like for like: the same rows COPYed into the landing tables themselves
// (same keys, indexes, WAL and rows held), in a transaction rolled back before the
// loader runs. bare COPY / loader = 1 means as fast as a bare COPY (target >= 0.5).
// Each figure comes with the CPU seconds Node and the cluster spent (cpu-time.ts).
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { landingTarget, type TableSpec } from '../../ingest/common/index.js';
import { copyRowsWith } from '../../ingest/common/copy.js';
import { loadCdaFile } from '../../ingest/cvm-cda/load.js';
import { CDA_BLC_1, CDA_BLC_2, CDA_BLC_4, CDA_BLC_6, CDA_PL } from '../../ingest/cvm-cda/tables.js';
import { HOLDINGS_HEADERS } from '../../sample/cvm-holdings.js';
import { cvmCsvBytes, writeZip } from '../../sample/cvm-funds/write.js';
import { LAST_MONTH } from './generate.js';
import { clusterCpuMeter, withCpu, type CpuSpent } from '../cpu-time.js';

export interface CdaLoadTiming {
  rows: number;
  bytes: number;
  loaderSeconds: number;
  copySeconds: number;
  /** The same rows into the landing tables themselves (same indexes), rolled back. */
  likeSeconds: number;
  loaderCpu: CpuSpent;
  copyCpu: CpuSpent;
  likeCpu: CpuSpent;
}

const BLC_4_HEADER = [...HOLDINGS_HEADERS.PL.slice(0, 4), 'TP_APLIC', 'TP_ATIVO', 'EMISSOR_LIGADO', 'TP_NEGOC', 'QT_VENDA_NEGOC', 'VL_VENDA_NEGOC', 'QT_AQUIS_NEGOC', 'VL_AQUIS_NEGOC', 'QT_POS_FINAL', 'VL_MERC_POS_FINAL', 'VL_CUSTO_POS_FINAL', 'DT_CONFID_APLIC', 'CD_ATIVO', 'DS_ATIVO', 'CD_ISIN', 'DT_INI_VIGENCIA', 'DT_FIM_VIGENCIA'];
const HEAD = `tp_fundo_classe, cnpj, denom_social, dt_comptc::text`;
const POSITION = `tp_aplic, tp_ativo, emissor_ligado, tp_negoc, qt_venda_negoc::text, vl_venda_negoc::text, qt_aquis_negoc::text, vl_aquis_negoc::text, qt_pos_final::text, vl_merc_pos_final::text, vl_custo_pos_final::text, dt_confid_aplic::text`;
/** Each member: its spec, header and the select that rebuilds its published lines from the landing table (in line order). */
const MEMBERS: { part: string; spec: TableSpec; header: readonly string[]; columns: string }[] = [
  { part: 'BLC_1', spec: CDA_BLC_1, header: HOLDINGS_HEADERS.BLC_1, columns: `${HEAD}, ${POSITION}, tp_titpub, cd_isin, cd_selic, dt_emissao::text, dt_venc::text` },
  { part: 'BLC_2', spec: CDA_BLC_2, header: HOLDINGS_HEADERS.BLC_2, columns: `${HEAD}, ${POSITION}, cnpj_fundo_cota, nm_fundo_cota` },
  { part: 'BLC_4', spec: CDA_BLC_4, header: BLC_4_HEADER, columns: `${HEAD}, ${POSITION}, cd_ativo, ds_ativo, cd_isin, dt_ini_vigencia::text, dt_fim_vigencia::text` },
  { part: 'BLC_6', spec: CDA_BLC_6, header: HOLDINGS_HEADERS.BLC_6, columns: `${HEAD}, ${POSITION}, pf_pj_emissor, cpf_cnpj_emissor, emissor, titulo_posfx, cd_indexador_posfx, ds_indexador_posfx, pr_indexador_posfx::text, pr_cupom_posfx::text, pr_taxa_prefx::text, dt_venc::text, titulo_cetip, titulo_garantia, cnpj_instituicao_financ_coobr` },
  { part: 'PL', spec: CDA_PL, header: HOLDINGS_HEADERS.PL, columns: `${HEAD}, vl_patrim_liq::text` },
];
const copyOf = (spec: TableSpec) => `public.bench_${spec.table.replace('.', '_')}_copy`;
const seconds = (t0: number) => (performance.now() - t0) / 1000;

/** Rewrites the newest bench month through the loader and beside a bare COPY; the month is back in place afterwards. */
export async function timeCdaLoad(owner: pg.Client, o: { ownerUrl: string; dir: string }): Promise<CdaLoadTiming> {
  const yyyymm = LAST_MONTH.replace('-', '');
  const day = `(date '${LAST_MONTH}-01' + interval '1 month - 1 day')::date`;
  const files: Record<string, Buffer> = {};
  for (const m of MEMBERS) {
    const order = m.spec.key.includes('line_no') ? 'cnpj, line_no' : 'cnpj';
    const { rows } = await owner.query({ text: `select ${m.columns} from ${m.spec.table} where dt_comptc = ${day} order by ${order}`, rowMode: 'array' });
    files[`cda_fi_${m.part}_${yyyymm}.csv`] = cvmCsvBytes(m.header, rows as (string | null)[][]);
  }
  const file = path.join(o.dir, `cda_fi_${yyyymm}.zip`);
  await writeZip(file, files);
  const bytes = fs.statSync(file).size;
  // the same rows as the loader stages them (its columns, in its order), fetched first so only the COPY is timed
  const staged: { spec: TableSpec; columns: readonly string[]; rows: (string | null)[][] }[] = [];
  for (const m of MEMBERS) {
    const columns = landingTarget(m.spec).columns;
    const { rows } = await owner.query({ text: `select ${columns.map((c) => `${c}::text`).join(', ')} from ${m.spec.table} where dt_comptc = ${day} order by cnpj${m.spec.key.includes('line_no') ? ', line_no' : ''}`, rowMode: 'array' });
    staged.push({ spec: m.spec, columns, rows: rows as (string | null)[][] });
  }
  for (const m of MEMBERS) await owner.query(`delete from ${m.spec.table} where dt_comptc = ${day}`);
  await owner.query('vacuum analyze cvm.cda_pl, cvm.cda_blc_1, cvm.cda_blc_2, cvm.cda_blc_4, cvm.cda_blc_6');
  const serverCpu = await clusterCpuMeter(owner);
  const copyAll = (table: (spec: TableSpec) => string, constant?: { column: string; value: string }) =>
    withCpu(serverCpu, async () => {
      let rows = 0;
      for (const s of staged) rows += (await copyRowsWith(owner, table(s.spec), s.columns, s.rows, { constant })).rows;
      return rows;
    });

  // like for like: into the landing tables themselves, rolled back (then vacuumed, so the loader meets the same tables)
  let t = performance.now();
  await owner.query('begin');
  const like = await copyAll((spec) => spec.table, { column: 'ingest_id', value: '0' });
  const likeSeconds = seconds(t);
  await owner.query('rollback');
  await owner.query('vacuum analyze cvm.cda_pl, cvm.cda_blc_1, cvm.cda_blc_2, cvm.cda_blc_4, cvm.cda_blc_6');

  t = performance.now();
  const { result, cpu: loaderCpu } = await withCpu(serverCpu, () => loadCdaFile(file, { ownerUrl: o.ownerUrl, dataDir: path.join(o.dir, 'data'), progress: false, synthetic: true }));
  const loaderSeconds = seconds(t);
  if (result.status !== 'loaded') throw new Error(`${file}: ${JSON.stringify(result)}`);
  fs.rmSync(file);

  for (const s of staged) await owner.query(`create table ${copyOf(s.spec)} as select ${s.columns.join(', ')} from ${s.spec.table} with no data`);
  try {
    t = performance.now();
    const bare = await copyAll(copyOf);
    return { rows: bare.result, bytes, loaderSeconds, copySeconds: seconds(t), likeSeconds, loaderCpu, copyCpu: bare.cpu, likeCpu: like.cpu };
  } finally {
    for (const s of staged) await owner.query(`drop table ${copyOf(s.spec)}`);
  }
}
