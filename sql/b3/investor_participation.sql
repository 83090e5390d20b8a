create table b3.investor_participation (
  reference_date date not null,
  investor_type text not null,
  buy_thousands numeric,
  buy_share_pct numeric,
  sell_thousands numeric,
  sell_share_pct numeric,
  ingest_id bigint not null,
  primary key (reference_date, investor_type)
);
alter table b3.investor_participation owner to ingest_writer;
create index investor_participation_type on b3.investor_participation (investor_type, reference_date);
grant select on b3.investor_participation to api_owner;
comment on table b3.investor_participation is 'SharesInvesVolum as published: cash-market buys and sells by investor type, month-to-date cumulative in R$ thousands up to reference_date (the caption date, T+2).';
