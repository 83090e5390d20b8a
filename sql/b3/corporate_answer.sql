-- Which answers of the exchange's listed-companies service are held per issuer,
-- and the day each was captured: an issuer's events are known only up to it.
create table b3.corporate_answer (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  answer text not null check (answer in ('GetListedSupplementCompany', 'GetListedCashDividends')),
  captured_on date not null,
  ingest_id bigint not null,
  primary key (issuer_code, answer)
);
alter table b3.corporate_answer owner to ingest_writer;
grant select on b3.corporate_answer to api_owner;
comment on table b3.corporate_answer is 'One row per issuer and listed-companies answer held (GetListedSupplementCompany: company data and stock events; GetListedCashDividends: cash events), with the day it was captured: events after that day are not known.';
comment on column b3.corporate_answer.issuer_code is 'The issuer''s 4-letter code on the exchange (ABEV), the first four characters of its tickers.';
comment on column b3.corporate_answer.answer is 'The service''s call the answer came from: GetListedSupplementCompany or GetListedCashDividends.';
comment on column b3.corporate_answer.captured_on is 'The day the answer was captured (downloaded, or --captured-on for a saved file): every event the exchange had listed by then is in it.';
