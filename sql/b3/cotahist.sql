-- The exchange's historical quote tape (COTAHIST), every record type (TPMERC)
-- as published: prices in BRL per quotation factor (FATCOT) units, never
-- adjusted; the exercise points kept raw beside their six-decimal reading.
create table b3.cotahist (
  trade_date date not null,
  codneg text not null,
  tpmerc text not null check (tpmerc ~ '^\d{3}$'),
  prazot text not null default '',
  codbdi text,
  nomres text,
  especi text,
  modref text,
  preabe numeric,
  premax numeric,
  premin numeric,
  premed numeric,
  preult numeric,
  preofc numeric,
  preofv numeric,
  totneg bigint,
  quatot numeric,
  voltot numeric,
  preexe numeric,
  indopc smallint,
  datven date,
  fatcot integer,
  ptoexe_raw text,
  ptoexe numeric,
  codisi text,
  dismes text,
  ingest_id bigint not null,
  primary key (trade_date, codneg, tpmerc, prazot)
);
create index cotahist_codneg_date on b3.cotahist (codneg, trade_date);
create index cotahist_isin_cash on b3.cotahist (codisi, trade_date) where tpmerc = '010';
create index cotahist_exercise on b3.cotahist (codneg text_pattern_ops, trade_date) where tpmerc in ('012', '013');
-- Statistics on the board api.quotes derives from tpmerc: without them a filter on board is
-- guessed at 0.5% of the rows, a year of one ticker at one row, and quote_history's join of
-- the adjusted closes became a nested loop rescanning them once per session.
create statistics b3.cotahist_board on (case tpmerc when '010' then 'cash' else 'odd_lot' end) from b3.cotahist;
alter table b3.cotahist owner to ingest_writer;
grant select on b3.cotahist to api_owner;
comment on table b3.cotahist is 'B3 COTAHIST quote tape (daily, monthly and yearly files), one row per session, trading code, market type and term, as published.';
comment on column b3.cotahist.tpmerc is 'TPMERC market type: 010 cash, 012 call exercise, 013 put exercise, 017 auction, 020 odd lot, 030 forward, 070 call option, 080 put option, ...';
comment on column b3.cotahist.prazot is 'PRAZOT: term in days of a forward (030) record; empty when blank.';
comment on column b3.cotahist.preabe is 'PREABE: opening price in BRL (N(11)V99 as filed), per FATCOT units.';
comment on column b3.cotahist.preofc is 'PREOFC: best bid at the close.';
comment on column b3.cotahist.preofv is 'PREOFV: best ask at the close.';
comment on column b3.cotahist.quatot is 'QUATOT: quantity traded.';
comment on column b3.cotahist.voltot is 'VOLTOT: volume traded, BRL.';
comment on column b3.cotahist.preexe is 'PREEXE: strike of an option or exercise record; 0 as filed on other records.';
comment on column b3.cotahist.datven is 'DATVEN: expiry of an option, exercise or forward; NULL where the file says 9999-12-31 (no expiry).';
comment on column b3.cotahist.fatcot is 'FATCOT: quotation factor, 1 = prices per share, 1000 = per lot of 1000.';
comment on column b3.cotahist.ptoexe_raw is 'PTOEXE as filed (13 digits, N(07)V06).';
comment on column b3.cotahist.ptoexe is 'PTOEXE read with six decimals.';
comment on column b3.cotahist.codisi is 'CODISI: ISIN of the security (of the underlying, on option and exercise records).';
