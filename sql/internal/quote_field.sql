-- internal.quote_field: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.quote_field` in its COMMENT.
create domain internal.quote_field as text
  check (value in ('ticker', 'trade_date', 'board', 'isin', 'open', 'high', 'low', 'close', 'average', 'bid', 'ask', 'trades', 'quantity', 'volume', 'quotation_factor', 'asset_class', 'source', 'close_adj', 'close_adj_null_reason', 'close_total_return', 'close_total_return_null_reason'));

alter domain internal.quote_field owner to api_owner;
comment on domain internal.quote_field is 'A field quote_history can be asked for in p_fields: its row''s columns.';
