-- Recent cash events with their payment date, from the exchange's listed-companies
-- service (GetListedSupplementCompany cashDividends), as published.
create table b3.company_cash_dividend (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  isin_code text not null,
  label text not null,
  approved_on date not null,
  last_date_prior date not null,
  rate numeric not null,
  payment_date date,
  related_to text,
  asset_issued text,
  remarks text,
  ingest_id bigint not null,
  primary key (isin_code, label, approved_on, last_date_prior, rate)
);
create index company_cash_dividend_issuer on b3.company_cash_dividend (issuer_code);
alter table b3.company_cash_dividend owner to ingest_writer;
grant select on b3.company_cash_dividend to api_owner;
comment on table b3.company_cash_dividend is 'B3 listed-companies service, GetListedSupplementCompany cashDividends: the recent cash events of one ISIN with their payment date, as published.';
comment on column b3.company_cash_dividend.label is 'label: the kind as published (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...).';
comment on column b3.company_cash_dividend.last_date_prior is 'lastDatePrior: the last session with the right.';
comment on column b3.company_cash_dividend.rate is 'rate: BRL per share, as published.';
comment on column b3.company_cash_dividend.payment_date is 'paymentDate; NULL when the exchange leaves it blank (not yet set).';
comment on column b3.company_cash_dividend.related_to is 'relatedTo: the period the event relates to (Anual/2021, ...).';
