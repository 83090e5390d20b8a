-- internal.lookup_asset_class: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_asset_class` in its COMMENT.
create domain internal.lookup_asset_class as text
  check (value in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other', 'fi', 'fidc', 'company'));

alter domain internal.lookup_asset_class owner to api_owner;
comment on domain internal.lookup_asset_class is 'What a lookup row is: a ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other), a fund of a served family (fi, fidc, fii), or a listed company (company).';
