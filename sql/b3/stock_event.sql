-- Stock events (split, reverse split, bonus) of the exchange's listed-companies
-- service (GetListedSupplementCompany stockDividends), as published.
create table b3.stock_event (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  isin_code text not null,
  label text not null,
  factor numeric not null,
  last_date_prior date not null,
  approved_on date,
  asset_issued text,
  remarks text,
  ingest_id bigint not null,
  primary key (isin_code, label, last_date_prior, factor)
);
create index stock_event_issuer on b3.stock_event (issuer_code);
alter table b3.stock_event owner to ingest_writer;
grant select on b3.stock_event to api_owner;
comment on table b3.stock_event is 'B3 listed-companies service, GetListedSupplementCompany stockDividends: one row per stock event of one ISIN as published (DESDOBRAMENTO split, GRUPAMENTO reverse split, BONIFICACAO bonus, ...).';
comment on column b3.stock_event.isin_code is 'isinCode: the security the event applies to.';
comment on column b3.stock_event.label is 'label as published: DESDOBRAMENTO, GRUPAMENTO, BONIFICACAO, ...';
comment on column b3.stock_event.factor is 'factor as published: a percentage for DESDOBRAMENTO and BONIFICACAO (100 = one new share per share held), the new-per-old ratio for GRUPAMENTO (0.1 = one share per ten).';
comment on column b3.stock_event.last_date_prior is 'lastDatePrior: the last session the shares traded with the right (the ex-date is the next session).';
comment on column b3.stock_event.approved_on is 'approvedOn: the day the event was approved.';
comment on column b3.stock_event.asset_issued is 'assetIssued: the ISIN of the shares issued.';
