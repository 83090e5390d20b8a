// Bench data for portfolio_instruments and the ETF peers: twelve months of CDA
// block 4 (per class: three debentures and one share line a month, about
// 1.4 million lines for 30,000 classes), two years of CRI/CRA classe rows for
// 2,000 certificates (two series each), and 100 curated ETFs mapped to the
// bench's classes; then the 200 codes the bench asks for, a mix of every path.
import type pg from 'pg';

const DEBENTURES = 2000;
const SHARES = 400;
const CERTIFICATES = 2000;

export async function writeInstruments(owner: pg.Client, classes: number, benchClasses: readonly string[]): Promise<void> {
  const cnpj = `lpad((10000000000000 + g)::text, 14, '0')`;
  await owner.query(`insert into cvm.cda_blc_4 (cnpj, dt_comptc, line_no, tp_fundo_classe, tp_aplic, tp_ativo, qt_pos_final, vl_merc_pos_final, cd_ativo, cd_isin, ingest_id)
    select ${cnpj}, (date '2025-01-01' + make_interval(months => m) - interval '1 day')::date, l, 'CLASSES - FIF',
           case when l = 4 then 'Ações' else 'Debêntures' end, case when l = 4 then 'Ação ordinária' else 'Debênture simples' end,
           10 + (g + l) % 90, (10 + (g + l) % 90) * (1000 + l), 
           case when l = 4 then 'SHRB' || lpad(((g + m) % ${SHARES})::text, 4, '0') else 'DEBB' || lpad(((g * 3 + l + m) % ${DEBENTURES})::text, 4, '0') end,
           case when l = 4 then null else 'BRDEBB' || lpad(((g * 3 + l + m) % ${DEBENTURES})::text, 4, '0') || 'X0' end, 0
    from generate_series(1, $1) g, generate_series(1, 12) m, generate_series(1, 4) l`, [classes]);
  await owner.query(`insert into cvm.securit_classe (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no, classe, numero_serie,
                                                     codigo_cetip, codigo_isin, data_vencimento, situacao, valor_total_integralizado, taxa_juros, ingest_id)
    select case when c % 2 = 0 then 'cri_mensal' else 'cra_mensal' end, lpad((20000000000000 + c % 50)::text, 14, '0'), 'CERT-' || c,
           (date '2024-01-01' + make_interval(months => m))::date, 1, s, case s when 1 then 'Sênior' else 'Subordinada' end, s,
           'SEC' || lpad(c::text, 7, '0'), 'BRSEC' || lpad(c::text, 7, '0'), date '2032-01-15', 'Adimplente', 1000000 * s, 'IPCA + 6,00%', 0
    from generate_series(1, ${CERTIFICATES}) c, generate_series(0, 23) m, generate_series(1, 2) s`);
  await owner.query(`insert into curated.etf_registry (cnpj, ticker, underlying_index, active, sample, reviewed_by, reviewed_at, ingest_id)
    select lpad((30000000000000 + e)::text, 14, '0'), 'BNCH' || e, 'BENCH INDEX ' || (e % $1), true, true, 'bench', date '2025-12-01', 0 from generate_series(1, 100) e`, [benchClasses.length]);
  await owner.query(`insert into curated.etf_site_snapshot (ticker, as_of, taxa_adm, nr_cotistas, pl, source, sample, reviewed_by, reviewed_at, ingest_id)
    select 'BNCH' || e, date '2025-06-30' + make_interval(months => k), round((0.1 + (e % 9) / 10.0)::numeric, 6), 1000 * e, 1000000 * e, 'bench', true, 'bench', date '2025-12-01', 0
    from generate_series(1, 100) e, generate_series(0, 5) k`);
  await owner.query(`insert into curated.etf_index_class (underlying_index, classe_anbima, sample, reviewed_by, reviewed_at, ingest_id)
    select 'BENCH INDEX ' || (i - 1), c, true, 'bench', date '2025-12-01', 0 from unnest($1::text[]) with ordinality as u(c, i)`, [benchClasses]);
  await owner.query('analyze cvm.cda_blc_4, cvm.securit_classe, curated.etf_registry, curated.etf_site_snapshot, curated.etf_index_class');
}

/** 200 codes: 50 CRI/CRA registry codes (with prefixes), 100 debentures, 25 shares (held as something else), 25 unknown. */
export function benchCodes(): string[] {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return [
    ...Array.from({ length: 50 }, (_, i) => `${i % 2 ? 'CRA-' : 'CRI-'}SEC${pad(1 + i * 37, 7)}`),
    ...Array.from({ length: 100 }, (_, i) => `DEBB${pad((i * 19) % DEBENTURES, 4)}`),
    ...Array.from({ length: 25 }, (_, i) => `SHRB${pad((i * 13) % SHARES, 4)}`),
    ...Array.from({ length: 25 }, (_, i) => `NONE${pad(i, 4)}`),
  ];
}
