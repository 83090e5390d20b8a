-- The fi classes "active" in a month for portfolio_fee_peers: a quota in the daily
-- report in that month and in each of the two before. Kept by the triggers on
-- cvm.fund_month (cvm.sync_fi_quota_active) in the writing statement, so a peer
-- group's activity test is one probe of the key per peer instead of three months
-- of the fi series aggregated on every call.
create table cvm.fi_quota_active (
  period date not null,
  cnpj text not null,
  primary key (period, cnpj)
);
alter table cvm.fi_quota_active owner to ingest_writer;
grant select on cvm.fi_quota_active to api_owner;
comment on table cvm.fi_quota_active is 'Derived: one row per fi class and month (first day) with a quota in cvm.fund_month in that month and in each of the two months before; kept by the statement triggers on cvm.fund_month (cvm.sync_fi_quota_active), never loaded directly.';
comment on column cvm.fi_quota_active.period is 'The last of the three months (first day), as in cvm.fund_month.';
comment on column cvm.fi_quota_active.cnpj is 'Class CNPJ, as in cvm.fund_month.';

-- the months already held
insert into cvm.fi_quota_active (period, cnpj)
select m.period, m.cnpj
from cvm.fund_month m
where m.entity_type = 'fi' and m.quota is not null
  and exists (select 1 from cvm.fund_month b where b.entity_type = 'fi' and b.cnpj = m.cnpj and b.quota is not null
                and b.period = (m.period - interval '1 month')::date)
  and exists (select 1 from cvm.fund_month b where b.entity_type = 'fi' and b.cnpj = m.cnpj and b.quota is not null
                and b.period = (m.period - interval '2 months')::date);
