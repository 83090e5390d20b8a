-- Company data of the exchange's listed-companies service (GetListedSupplementCompany),
-- one row per issuer as published.
create table b3.listed_company (
  issuer_code text not null primary key check (issuer_code ~ '^[A-Z0-9]{4}$'),
  trading_name text,
  code_cvm text,
  segment text,
  stock_capital numeric,
  number_common_shares numeric,
  number_preferred_shares numeric,
  total_number_shares numeric,
  round_lot numeric,
  quoted_per_share_since date,
  ingest_id bigint not null
);
alter table b3.listed_company owner to ingest_writer;
grant select on b3.listed_company to api_owner;
comment on table b3.listed_company is 'B3 listed-companies service, GetListedSupplementCompany: the issuer''s capital and share counts as published (code, tradingName, codeCVM, segment, stockCapital, numberCommonShares, numberPreferredShares, totalNumberShares, roundLot, quotedPerSharSince).';
comment on column b3.listed_company.trading_name is 'tradingName as published, trailing blanks trimmed.';
comment on column b3.listed_company.stock_capital is 'stockCapital: share capital, BRL.';
comment on column b3.listed_company.number_common_shares is 'numberCommonShares: common (ON) shares issued.';
comment on column b3.listed_company.number_preferred_shares is 'numberPreferredShares: preferred (PN) shares issued.';
comment on column b3.listed_company.total_number_shares is 'totalNumberShares: all shares issued.';
comment on column b3.listed_company.round_lot is 'roundLot: the standard lot, shares.';
comment on column b3.listed_company.quoted_per_share_since is 'quotedPerSharSince: the day prices began to be quoted per share.';
