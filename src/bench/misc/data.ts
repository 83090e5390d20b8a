// Bench data for the endpoints no other bench times, set-based, at the sizes the
// publishers print (each writer says its size): PTAX, SGS series, Focus surveys,
// securities-lending trades, investor participation, a year of the COTAHIST tape
// (cash, odd lots and listed options) and the monthly fund series of every family.
import type pg from 'pg';

export const LAST_DAY = '2026-11-20';
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'DKK', 'NOK', 'SEK'];
export const DAILY_SERIES = 40;
export const MONTHLY_SERIES = 160;
export const FOCUS_INDICATORS = ['IPCA', 'Selic', 'PIB Total', 'Câmbio', 'IGP-M', 'IPCA Administrados', 'IPCA Livres', 'Resultado primário', 'Dívida líquida do setor público', 'Balança comercial',
  'Conta corrente', 'Investimento direto no país', 'IGP-DI', 'IPA-M', 'IPA-DI', 'IPC-Fipe', 'PIB Agropecuária', 'PIB Industrial', 'PIB Serviços', 'Taxa de desocupação'];
export const LENDING_TICKERS = 600;
export const STOCKS = 450;
export const OPTIONS_PER_STOCK = 14;

export const stem = (i: number) => {
  let s = '';
  for (let k = 0, n = i; k < 4; k++, n = Math.floor(n / 26)) s = String.fromCharCode(65 + (n % 26)) + s;
  return s;
};
/** The same stem in SQL, for generate_series rows. */
const sqlStem = (i: string) => `chr(65 + (${i} / 17576) % 26) || chr(65 + (${i} / 676) % 26) || chr(65 + (${i} / 26) % 26) || chr(65 + ${i} % 26)`;
const weekdays = (from: string) => `(select d::date as day from generate_series(date '${from}', date '${LAST_DAY}', interval '1 day') d where extract(isodow from d) < 6)`;

async function logRow(owner: pg.Client, source: string): Promise<number> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic, first_period, last_period, rows_inserted)
    values ($1, 'bench-' || $1, repeat('0', 64), 0, 'loaded', now(), true, date '2000-01-03', date '${LAST_DAY}', 0) returning id`, [source]);
  return id;
}

/** 10 currencies x every weekday since 2000 (about 70,000 rows: one closing bulletin per currency and day). */
async function writePtax(owner: pg.Client): Promise<number> {
  const id = await logRow(owner, 'bcb-ptax');
  await owner.query(`insert into bcb.currency (symbol, name, parity_type, unit) select c, 'Bench ' || c, case when c in ('EUR', 'GBP', 'AUD') then 'B' else 'A' end, '1'
    from unnest($1::text[]) c on conflict do nothing`, [CURRENCIES]);
  const r = await owner.query(`insert into bcb.ptax (currency, reference_date, buy_rate, sell_rate, buy_parity, sell_parity, bulletin_type, bulletin_at, ingest_id)
    select c, w.day, 5 + k * 0.1 + (extract(doy from w.day) % 50) / 100.0, 5.0006 + k * 0.1 + (extract(doy from w.day) % 50) / 100.0, 1, 1, 'Fechamento', w.day + time '13:05', $2
    from unnest($1::text[]) with ordinality u(c, k), ${weekdays('2000-01-03')} w
    on conflict do nothing`, [CURRENCIES, id]);
  return r.rowCount ?? 0;
}

/** 40 daily series over every weekday since 2000 and 160 monthly series since 1995 (about 340,000 rows). */
async function writeSgs(owner: pg.Client): Promise<number> {
  const id = await logRow(owner, 'bcb-sgs');
  await owner.query(`insert into bcb.sgs_series (code, label, name, unit, frequency)
    select 900000 + s, 'BENCH_' || s, 'Bench series ' || s, '%', case when s <= ${DAILY_SERIES} then 'daily' else 'monthly' end
    from generate_series(1, ${DAILY_SERIES + MONTHLY_SERIES}) s`);
  const daily = await owner.query(`insert into bcb.sgs (code, reference_date, value, ingest_id)
    select 900000 + s, w.day, round((s + extract(doy from w.day) / 100.0)::numeric, 6), $1 from generate_series(1, ${DAILY_SERIES}) s, ${weekdays('2000-01-03')} w`, [id]);
  const monthly = await owner.query(`insert into bcb.sgs (code, reference_date, value, ingest_id)
    select 900000 + s, (date '1995-01-01' + make_interval(months => m))::date, round((s + m / 100.0)::numeric, 6), $1
    from generate_series(${DAILY_SERIES + 1}, ${DAILY_SERIES + MONTHLY_SERIES}) s, generate_series(0, 382) m`, [id]);
  return (daily.rowCount ?? 0) + (monthly.rowCount ?? 0);
}

/** Every weekday survey since 2016: the annual endpoint 20 indicators x 5 years x 2 bases, the monthly 3 x 18 months x 2,
 * Selic 8 meetings x 2, 12-month inflation 3 x 2 (about 950,000 rows, the size of the published history). */
async function writeFocus(owner: pg.Client): Promise<number> {
  const id = await logRow(owner, 'bcb-focus');
  let n = 0;
  const insert = async (endpoint: string, indicators: string[], horizons: string, detail = `''`) => {
    const r = await owner.query(`insert into bcb.focus (endpoint, indicator, detail, horizon, survey_date, base_calculo, mean, median, std_dev, min, max, respondents, ingest_id)
      select $1, i, ${detail}, h, w.day, b, 4.1, 4.0, 0.3, 3.0, 5.5, 80, $3
      from unnest($2::text[]) i, ${weekdays('2016-01-04')} w, ${horizons}, (values (0::smallint), (1::smallint)) bb(b)`, [endpoint, indicators, id]);
    n += r.rowCount ?? 0;
  };
  await insert('ExpectativasMercadoAnuais', FOCUS_INDICATORS, `lateral (select (extract(year from w.day)::int + k)::text as h from generate_series(0, 4) k) hh`);
  await insert('ExpectativaMercadoMensais', ['IPCA', 'IGP-M', 'Câmbio'], `lateral (select to_char(w.day + make_interval(months => k), 'MM/YYYY') as h from generate_series(0, 17) k) hh`);
  await insert('ExpectativasMercadoSelic', ['Selic'], `lateral (select 'R' || (1 + k) || '/' || extract(year from w.day)::int as h from generate_series(0, 7) k) hh`);
  await insert('ExpectativasMercadoInflacao12Meses', ['IPCA', 'IGP-M', 'IPC-Fipe'], `(values ('Suavizada'), ('Não suavizada')) dd(dt), (values ('12m')) hh(h)`, 'dd.dt');
  return n;
}

/** 120 sessions of securities-lending trades, 8,000 a session over 600 tickers and 90 brokers (960,000 rows),
 * their bulletin sessions, and five years of investor participation (10 types x every weekday). */
async function writeLending(owner: pg.Client): Promise<number> {
  const id = await logRow(owner, 'b3-bdi');
  const sessions = `(select day from ${weekdays('2026-01-01')} s order by day desc limit 120)`;
  const r = await owner.query(`insert into b3.lending_trade (trade_date, trade_number, ticker, quantity, rate_pct, market, trade_time, update_action, session_type,
                                   lender_code, lender_name, borrower_code, borrower_name, layout, ingest_id)
    select s.day, t::text, (${sqlStem(`(t % ${LENDING_TICKERS})`)}) || '3', 100 * (1 + t % 50), round((0.5 + (t % 40) / 10.0)::numeric, 4), 'Balcão', time '10:00' + make_interval(secs => t % 25000),
           'Inclusão', 'Regular', (t % 90)::text, 'BROKER ' || (t % 90), ((t * 7 + 3) % 90)::text, 'BROKER ' || ((t * 7 + 3) % 90), 'BTBTrade', $1
    from ${sessions} s, generate_series(1, 8000) t`, [id]);
  await owner.query(`insert into b3.bdi_session (table_name, session_date, status, data_date, row_count, ingest_id)
    select tn, day, 'loaded', day, 8000, $1 from ${weekdays('2026-01-01')} s, unnest(array['BTBTrade', 'SharesInvesVolum']) tn
    on conflict do nothing`, [id]);
  const p = await owner.query(`insert into b3.investor_participation (reference_date, investor_type, buy_thousands, buy_share_pct, sell_thousands, sell_share_pct, ingest_id)
    select w.day, it, 1000 * k * extract(day from w.day), 10, 990 * k * extract(day from w.day), 10, $1
    from ${weekdays('2021-11-22')} w, unnest(array['Estrangeiro', 'Institucional', 'Pessoa Física', 'Instituição Financeira', 'Outros', 'Empresas', 'Fundos', 'Previdência', 'Bancos', 'Clubes']) with ordinality u(it, k)`, [id]);
  return (r.rowCount ?? 0) + (p.rowCount ?? 0);
}

/** A year of the quote tape: every weekday, 450 stocks on the cash board, 150 odd lots and 14 listed options per stock
 * (calls and puts, two expiries): about 6,900 records a session, 1.8 million rows. */
async function writeTape(owner: pg.Client): Promise<number> {
  const id = await logRow(owner, 'b3-cotahist');
  const year = `${weekdays('2025-11-21')} w`;
  const cash = await owner.query(`insert into b3.cotahist (trade_date, codneg, tpmerc, codbdi, nomres, especi, preabe, premax, premin, premed, preult, preofc, preofv, totneg, quatot, voltot, fatcot, codisi, ingest_id)
    select w.day, (${sqlStem('i')}) || case when b = '010' then '3' else '3F' end, b, '02', 'BENCH ' || i, 'ON      NM', 10 + i % 90, 10.2 + i % 90, 9.8 + i % 90, 10.05 + i % 90, 10.1 + i % 90, 10, 10.2,
           10 + i % 500, 1000 + i, 10000 + i, 1, 'BR' || (${sqlStem('i')}) || 'ACNOR' || (i % 10), $1
    from ${year}, generate_series(0, ${STOCKS - 1}) i, (values ('010'), ('020')) bb(b) where b = '010' or i < 150`, [id]);
  const options = await owner.query(`insert into b3.cotahist (trade_date, codneg, tpmerc, codbdi, nomres, especi, preabe, premax, premin, premed, preult, preofc, preofv, totneg, quatot, voltot, preexe, datven, fatcot, codisi, ingest_id)
    select w.day, (${sqlStem('i')}) || chr(case when k % 2 = 0 then 65 else 77 end + (extract(month from e.expiry)::int - 1)) || (100 + k / 2 + 10 * e.n),
           case when k % 2 = 0 then '070' else '080' end, '78', 'BENCH ' || i, 'ON      NM', 1, 1.1, 0.9, 1, 1, 0.95, 1.05, 1 + k, 100, 100, 10 + i % 90 + k / 2, e.expiry, 1,
           'BR' || (${sqlStem('i')}) || 'O' || lpad((i * 14 + k)::text, 5, '0'), $1
    from ${year}, generate_series(0, ${STOCKS - 1}) i, generate_series(0, ${OPTIONS_PER_STOCK / 2 - 1}) k,
         lateral (select n, (date_trunc('month', w.day) + make_interval(months => n + 1) + interval '14 days')::date as expiry from generate_series(0, 1) n) e`, [id]);
  return (cash.rowCount ?? 0) + (options.rowCount ?? 0);
}

/** The monthly fund series: 25,000 fi classes x 40 months, 3,000 FIDCs x 24 and 1,000 FIIs x 60 (about 1.1 million rows),
 * month by month as the loaders write it (the triggers keep their derived tables in the same statements). */
async function writeFundMonths(owner: pg.Client): Promise<number> {
  let n = 0;
  for (let m = 0; m < 40; m++) {
    const r = await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
      select 'fi', lpad((11000000000000 + g)::text, 14, '0'), (date '2023-08-01' + make_interval(months => $1))::date, 1000000 + g, 1 + g / 1e6,
             case when g % 9 <> 0 then 10 + g % 500 end, case when g % 4 <> 0 then g % 1000 end, g % 700
      from generate_series(1, 25000) g`, [m]);
    n += r.rowCount ?? 0;
  }
  const fidc = await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
    select 'fidc', lpad((22000000000000 + g)::text, 14, '0'), (date '2024-12-01' + make_interval(months => m) - interval '1 day')::date, 5e7 + g, case when g % 3 <> 0 then 1e5 + g end
    from generate_series(1, 3000) g, generate_series(0, 23) m`);
  const fii = await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quotaholders, monthly_yield, assets)
    select 'fii', lpad((33000000000000 + g)::text, 14, '0'), (date '2021-11-01' + make_interval(months => m))::date, 2e8 + g, 1000 + g, case when g % 5 <> 0 then 0.008 end, 2.1e8 + g
    from generate_series(1, 1000) g, generate_series(0, 59) m`);
  return n + (fidc.rowCount ?? 0) + (fii.rowCount ?? 0);
}

export const WRITERS: [string, (owner: pg.Client) => Promise<number>][] = [
  ['ptax', writePtax], ['sgs', writeSgs], ['focus', writeFocus], ['lending and investor participation', writeLending],
  ['quote tape', writeTape], ['fund series', writeFundMonths],
];
