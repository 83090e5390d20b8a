-- The cash tape typed once for the five typed quote views (api.equities, bdrs,
-- units, fund_quotas, cash_securities): each cash row (TPMERC 010 standard lot,
-- 020 odd lot, and 021, undocumented by B3 and seen only on odd-lot tickers) with
-- its lot and its kind read from the published ESPECI and CODBDI, never from the
-- ticker's shape. Every row has exactly one kind, so the five views split the
-- cash tape without overlap or gap.
-- A plain view without a WITH clause so the planner folds it into each reader:
-- a reader's ticker and trade_date filters then reach cotahist_codneg_date.
-- The literal sets below are the value-set domains internal.share_class,
-- internal.governance_segment and internal.fund_quota_type (a view cannot call
-- internal.domain_values: functions in a view run as the caller).
create or replace view b3.cash_quote as
select q.codneg as ticker,
       q.trade_date,
       q.codbdi as board,
       case q.tpmerc when '010' then 'standard' else 'odd' end as lot,
       case when q.prazot ~ '^[0-9]{1,3}$' then q.prazot::integer end as term_days,
       case when k.especi_kind ~ '^(ON|PN[A-H]?)$' then 'equity'
            when k.especi_kind = 'UNT' then 'unit'
            when k.especi_kind like 'DR%' then 'bdr'
            when k.especi_kind in ('CI', 'FIDC') then 'fund_quota'
            else 'cash_security' end as kind,
       case when k.especi_kind ~ '^(ON|PN[A-H]?)$' then k.especi_kind end as share_class,
       case when substr(q.especi, 9, 2) in ('NM', 'N1', 'N2', 'MA', 'M2', 'MB') then substr(q.especi, 9, 2) end as governance_segment,
       case when k.especi_kind not in ('CI', 'FIDC') then null
            when k.especi_kind = 'FIDC' then 'fidc'
            when q.codbdi = '14' then 'etf'
            when q.codbdi in ('05', '12') then 'fii'
            when q.codbdi = '13' then 'fiagro' end as fund_type,
       q.nomres as short_name,
       q.especi as spec,
       q.modref as currency,
       q.preabe as open,
       q.premax as high,
       q.premin as low,
       q.premed as average,
       q.preult as close,
       q.preofc as bid,
       q.preofv as ask,
       q.totneg as trades,
       q.quatot as quantity,
       q.voltot as volume,
       q.codisi as isin,
       q.fatcot as quotation_factor,
       trim_scale(q.preult / nullif(q.fatcot, 0)) as close_unit,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source,
       l.fetched_at
  from b3.cotahist q
  -- ESPECI characters 1-4 up to the first blank: the security's kind (ON, PNA, UNT, DRN, CI, FIDC, DIR,
  -- BNS, ...); a marker after it inside the four (the '*' of "CI *", "ON *") is not part of the kind
  cross join lateral (select split_part(substr(coalesce(q.especi, ''), 1, 4), ' ', 1) as especi_kind) k
  join ingest.ingest_log l on l.id = q.ingest_id
 where q.tpmerc in ('010', '020', '021');

alter view b3.cash_quote owner to api_owner;
revoke all on b3.cash_quote from public;
comment on view b3.cash_quote is 'Internal: the cash tape (TPMERC 010, 020, 021) with lot, kind (equity, unit, bdr, fund_quota, cash_security), share class, listing segment and fund family read from ESPECI and CODBDI. Read by api.equities, api.bdrs, api.units, api.fund_quotas and api.cash_securities.';
