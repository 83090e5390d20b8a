-- api.short_interest_by_sector: short interest summed per session and sector.
create or replace view api.short_interest_by_sector with (security_invoker = false) as
select c.trade_date,
       coalesce(c.sector, 'Não classificado') as sector,
       count(*)::integer as tickers,
       sum(c.short_value) as short_value,
       case when count(c.category) = count(*)
            then coalesce(sum(c.short_value) filter (where c.category in ('SHARES', 'UNIT')), 0) end as short_value_equities,
       sum(c.short_quantity) as short_quantity
  -- the Total-row and registry-snapshot rules, shared with short_interest
  from b3.short_position c
 group by c.trade_date, coalesce(c.sector, 'Não classificado');

alter view api.short_interest_by_sector owner to api_owner;
revoke all on api.short_interest_by_sector from public;
grant select on api.short_interest_by_sector to anon, authenticated;
comment on view api.short_interest_by_sector is 'Short balance by exchange sector per session, summed over the tickers of short_interest (same rules for the Total row and the registry snapshot).

Tickers with no published sector are grouped under the sector value Não classificado; they are never dropped. short_value_equities counts shares and units only (registry category SHARES or UNIT).
@tag Short interest & flows';
comment on column api.short_interest_by_sector.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.short_interest_by_sector.sector is 'Sector as the equities instrument registry publishes it, or Não classificado for tickers with no published sector.';
comment on column api.short_interest_by_sector.tickers is 'Number of tickers with an open lending position in the sector that session.';
comment on column api.short_interest_by_sector.short_value is 'Sum of short_value (R$) over the tickers of the sector.';
comment on column api.short_interest_by_sector.short_value_equities is 'Sum of short_value (R$) over the shares and units of the sector (registry category SHARES or UNIT); 0 when every ticker has a category and none is a share or unit; NULL when some ticker has no published category (it cannot be told apart).';
comment on column api.short_interest_by_sector.short_quantity is 'Sum of short_quantity over the tickers of the sector (mixes shares, units and fund quotas).';
