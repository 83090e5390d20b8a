-- The two rules api.short_interest and api.short_interest_by_sector share, in
-- one place: per session and ticker, the per-market rows summed (the
-- exchange's Total row used only when it is alone) and the registry snapshot
-- of the session (else the newest before it, else the oldest after it).
-- A plain view so the planner folds it into each reader like inline text
-- (a SECURITY DEFINER or plpgsql function would be an optimisation fence, and
-- an inlined SQL function would check the landing tables against the caller).
-- Readers must not add joins that can multiply or drop its rows before the
-- LIMIT: api.short_interest adds the rates by a lateral, by_sector groups.
create or replace view b3.short_position as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.short_quantity,
       pos.short_value,
       case when same_day.ticker is not null then same_day.sector else other_day.sector end as sector,
       case when same_day.ticker is not null then same_day.category else other_day.category end as category
  -- a derived table, not a CTE: a view with a WITH clause is not pulled up into
  -- its reader, and the readers' filters and LIMIT would stop at it
  from (
    select p.trade_date,
           p.ticker,
           max(p.asset_name) as asset_name,
           max(p.isin) as isin,
           case when bool_or(not p.is_total) then sum(p.quantity) filter (where not p.is_total)
                else sum(p.quantity) end as short_quantity,
           case when bool_or(not p.is_total) then sum(p.value_brl) filter (where not p.is_total)
                else sum(p.value_brl) end as short_value
      from b3.lending_open_position p
     group by p.trade_date, p.ticker
  ) pos
  -- With daily collection nearly every session has its own snapshot, and that
  -- snapshot IS the newest on or before the session (one row per ticker and
  -- date), so a plain equi-join answers it; the two index probes run only when
  -- it found nothing (same_day.ticker is null is a one-time filter inside the
  -- lateral, checked before any probe).
  left join b3.instrument_registry same_day
         on same_day.ticker = pos.ticker and same_day.reference_date = pos.trade_date
  left join lateral (
    select x.sector, x.category
      from ((select r.sector, r.category, 0 as preference
               from b3.instrument_registry r
              where same_day.ticker is null
                and r.ticker = pos.ticker and r.reference_date < pos.trade_date
              order by r.reference_date desc
              limit 1)
            union all
            (select r.sector, r.category, 1 as preference
               from b3.instrument_registry r
              where same_day.ticker is null
                and r.ticker = pos.ticker and r.reference_date > pos.trade_date
              order by r.reference_date
              limit 1)) as x
     order by x.preference
     limit 1
  ) other_day on true;

alter view b3.short_position owner to api_owner;
revoke all on b3.short_position from public;
comment on view b3.short_position is 'Internal: open lending positions per session and ticker (per-market rows summed, the Total row only when alone) with the registry sector and category of the session (else the newest before, else the oldest after). Read by api.short_interest and api.short_interest_by_sector.';
