-- Markets bench fixes: curve_history reads one covering index entry per probe (the vertex below in index order, the columns served included) and counts sessions exactly only for a window of more than 1000; quote_adjusted computes each session's stock and cash factors once
drop index b3.reference_rate_business_days;
create index reference_rate_business_days on b3.reference_rate (curve, trade_date, business_days, vertex_type desc, calendar_days) include (rate, vertex_code);
--!include functions/curve_history.sql
--!include sql/b3/quote_adjusted.sql
