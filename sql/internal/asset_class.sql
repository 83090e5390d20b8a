-- internal.asset_class: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.asset_class` in its COMMENT.
create domain internal.asset_class as text
  check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro', 'equity', 'unit', 'bdr', 'fund_quota', 'other', 'cia'));

alter domain internal.asset_class owner to api_owner;
comment on domain internal.asset_class is 'An asset class of panel and the quote tape (catalog asset_classes says what each holds); cia, a listed company''s standard lines, is panel''s only.';
