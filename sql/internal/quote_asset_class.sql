-- internal.quote_asset_class: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.quote_asset_class` in its COMMENT.
create domain internal.quote_asset_class as text
  check (value in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other'));

alter domain internal.quote_asset_class owner to api_owner;
comment on domain internal.quote_asset_class is 'The class the quote tape types a cash-market security as.';
