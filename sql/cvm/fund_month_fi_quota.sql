-- The "active" test of portfolio_fee_peers (a quota in the daily report in each of
-- three reference months) reads only these keys: a covering partial index lets
-- it read three months of fi quotas from the index alone, never the series.
create index if not exists fund_month_fi_quota on cvm.fund_month (period, cnpj) where entity_type = 'fi' and quota is not null;
comment on index cvm.fund_month_fi_quota is 'The fi funds with a quota per month (period, cnpj): portfolio_fee_peers'' activity test reads it alone.';
