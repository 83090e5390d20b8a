// The --holdings bench's loader figure: the newest bench month's CDA rows written
// as a monthly archive (cda_fi_YYYYMM.zip: blocks 1, 2, 4, 6 and the PL member,
// published headers), the month deleted, the archive loaded through the real
// loader (loadCdaFile: unzip, parse, decode, COPY, keys, fund-month trim), then
// the same rows COPYed bare into unkeyed, unindexed copies of the landing tables.
// bare COPY / loader = 1 means as fast as a bare COPY (target >= 0.5).
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { copyRows, landingTarget, type TableSpec } from '../../ingest/common/index.js';
import { loadCdaFile } from '../../ingest/cvm-cda/load.js';
import { CDA_BLC_1, CDA_BLC_2, CDA_BLC_4, CDA_BLC_6, CDA_PL } from '../../ingest/cvm-cda/tables.js';
import { HOLDINGS_HEADERS } from '../../sample/cvm-holdings.js';
import { cvmCsvBytes, writeZip } from '../../sample/cvm-funds/write.js';
import { LAST_MONTH } from './generate.js';

export interface CdaLoadTiming {
  rows: number;
  bytes: number;
  loaderSeconds: number;
  copySeconds: number;
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
  for (const m of MEMBERS) await owner.query(`delete from ${m.spec.table} where dt_comptc = ${day}`);
  await owner.query('vacuum analyze cvm.cda_pl, cvm.cda_blc_1, cvm.cda_blc_2, cvm.cda_blc_4, cvm.cda_blc_6');

  let t = performance.now();
  const result = await loadCdaFile(file, { ownerUrl: o.ownerUrl, dataDir: path.join(o.dir, 'data'), progress: false, synthetic: true });
  const loaderSeconds = seconds(t);
  if (result.status !== 'loaded') throw new Error(`${file}: ${JSON.stringify(result)}`);
  fs.rmSync(file);

  // the same rows as the loader stages them (its columns, in its order), fetched first so only the COPY is timed
  const staged: { spec: TableSpec; columns: readonly string[]; rows: (string | null)[][] }[] = [];
  for (const m of MEMBERS) {
    const columns = landingTarget(m.spec).columns;
    const { rows } = await owner.query({ text: `select ${columns.map((c) => `${c}::text`).join(', ')} from ${m.spec.table} where dt_comptc = ${day}`, rowMode: 'array' });
    staged.push({ spec: m.spec, columns, rows: rows as (string | null)[][] });
    await owner.query(`create table ${copyOf(m.spec)} as select ${columns.join(', ')} from ${m.spec.table} with no data`);
  }
  try {
    t = performance.now();
    let rows = 0;
    for (const s of staged) rows += await copyRows(owner, copyOf(s.spec), s.columns, s.rows);
    return { rows, bytes, loaderSeconds, copySeconds: seconds(t) };
  } finally {
    for (const s of staged) await owner.query(`drop table ${copyOf(s.spec)}`);
  }
}
