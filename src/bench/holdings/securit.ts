// The --holdings bench's CRI/CRA monthly reports and CDI, written set-based for
// portfolio_credit_returns: SECURIT_CODES registry codes over SECURIT_MONTHS
// months ending LAST_MONTH (every 10th code holds a senior and a subordinated
// series; every 50th leaves a month out), values and flows as series totals,
// and SGS 12 daily rates on weekdays through the month after LAST_MONTH (so the
// CDI of a window ending LAST_MONTH is complete). Synthetic.
import type pg from 'pg';
import { LAST_MONTH } from './generate.js';

export const SECURIT_CODES = 10000;
export const SECURIT_MONTHS = 24;
export const securitCode = (k: number) => `BN${String(k).padStart(8, '0')}`;

/** Writes the reports and the rates; returns the report rows written. */
export async function writeSecurit(owner: pg.Client, ingestId: number): Promise<number> {
  const months = `(select m, (date '${LAST_MONTH}-01' - make_interval(months => m))::date as d from generate_series(0, ${SECURIT_MONTHS - 1}) m) mo`;
  // unit value 1000 accruing 0.9% a month since the first month; a coupon of 27 a certificate every 6th month
  const r = await owner.query(`insert into cvm.securit_classe (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no,
      classe, numero_serie, codigo_cetip, quantidade_certificados, valor_certificados, rendimentos, amortizacoes, ingest_id)
    select case when k % 2 = 0 then 'cri_mensal' else 'cra_mensal' end, lpad((70000000000000 + k % 40)::text, 14, '0'), 'BENCH-' || k, d, 1, s,
           case s when 1 then 'Sênior' else 'Subordinada' end, s, 'BN' || lpad(k::text, 8, '0'), 1000 * s,
           round(1000 * s * (1000 * power(1.009, ${SECURIT_MONTHS} - m) - case when m % 6 = 0 then 27 else 0 end), 2),
           case when m % 6 = 0 then 27000 * s else 0 end, 0, ${ingestId}
    from generate_series(1, ${SECURIT_CODES}) k, ${months}, lateral generate_series(1, case when k % 10 = 0 then 2 else 1 end) s
    where not (k % 50 = 0 and m = 5)`);
  await owner.query(`insert into bcb.sgs (code, reference_date, value, ingest_id)
    select 12, d, 0.040 + extract(day from d) % 3 / 1000.0, ${ingestId}
    from generate_series(date '${LAST_MONTH}-01' - make_interval(months => ${SECURIT_MONTHS}), date '${LAST_MONTH}-01' + interval '2 months - 1 day', interval '1 day') d
    where extract(isodow from d) < 6
    on conflict do nothing`);
  return r.rowCount ?? 0;
}

export const DEBENTURE_CODES = 1000;
export const debentureCode = (k: number) => `BDEB${k}`;

/** Debêntures lines in block 4 for portfolio_debenture_returns: every 5th class (g % 5 = 1) holds 3 of DEBENTURE_CODES codes each month (line_no 101..103, after the share lines). */
export async function writeDebentureLines(owner: pg.Client, classes: number, months: number, ingestId: number): Promise<number> {
  const r = await owner.query(`insert into cvm.cda_blc_4 (cnpj, dt_comptc, line_no, tp_fundo_classe, tp_aplic, tp_ativo, qt_pos_final, vl_merc_pos_final, cd_ativo, ingest_id)
    select lpad((20000000000000 + g)::text, 14, '0'), d, 100 + k, 'CLASSES - FIF', 'Debêntures', 'Debênture simples', 100 + g % 50,
           round((100 + g % 50) * (1000 * power(1.008, ${months} - m) + (g % 7) - 3), 2), 'BDEB' || (g * 3 + k * 337) % ${DEBENTURE_CODES}, ${ingestId}
    from generate_series(1, ${classes}, 5) g,
         (select m, (date '${LAST_MONTH}-01' - make_interval(months => m) + interval '1 month - 1 day')::date as d from generate_series(0, ${months - 1}) m) mo,
         generate_series(1, 3) k`);
  return r.rowCount ?? 0;
}
