-- internal.adjustment_null_reason: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.adjustment_null_reason` in its COMMENT.
create domain internal.adjustment_null_reason as text
  check (value in ('not_selected', 'not_share_or_unit', 'stock_events_not_held', 'stock_events_outdated', 'unsupported_stock_event', 'cash_events_not_held', 'cash_events_outdated', 'prior_close_not_held', 'cash_event_not_below_close'));

alter domain internal.adjustment_null_reason owner to api_owner;
comment on domain internal.adjustment_null_reason is 'Why an adjusted close (close_adj, close_total_return) is NULL: not asked for; not a share or unit; the issuer''s stock or cash events not held, or captured before the ticker''s newest session; a stock event this version does not adjust; the tape lacks the close on an event''s last date prior; a cash event at or above that close.';
