-- Cash events of the exchange's listed-companies service (GetListedCashDividends),
-- as published: one row per event of one issuer and share type.
create table b3.cash_dividend (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  type_stock text not null,
  corporate_action text not null,
  date_approval date not null,
  last_date_prior_ex date not null,
  value_cash numeric not null,
  ratio numeric,
  quoted_per_shares numeric,
  date_closing_price_prior_ex_date date,
  closing_price_prior_ex_date numeric,
  corporate_action_price numeric,
  ingest_id bigint not null,
  primary key (issuer_code, type_stock, corporate_action, date_approval, last_date_prior_ex, value_cash)
);
alter table b3.cash_dividend owner to ingest_writer;
grant select on b3.cash_dividend to api_owner;
comment on table b3.cash_dividend is 'B3 listed-companies service, GetListedCashDividends: every cash event of one issuer (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...) per share type, as published (no payment date: GetListedSupplementCompany lists it for recent events, b3.company_cash_dividend).';
comment on column b3.cash_dividend.type_stock is 'typeStock: the share type (ON, PN, PNA, PNB, UNT, ...).';
comment on column b3.cash_dividend.corporate_action is 'corporateAction: the kind as published (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...).';
comment on column b3.cash_dividend.date_approval is 'dateApproval: the day the event was approved.';
comment on column b3.cash_dividend.last_date_prior_ex is 'lastDatePriorEx: the last session with the right (the ex-date is the next session).';
comment on column b3.cash_dividend.value_cash is 'valueCash: BRL per quotedPerShares shares, as published.';
comment on column b3.cash_dividend.ratio is 'ratio as published.';
comment on column b3.cash_dividend.quoted_per_shares is 'quotedPerShares: valueCash is per this many shares.';
comment on column b3.cash_dividend.closing_price_prior_ex_date is 'closingPricePriorExDate: the close the exchange states for dateClosingPricePriorExDate.';
comment on column b3.cash_dividend.corporate_action_price is 'corporateActionPrice: valueCash as a percentage of that close, as published.';
