-- balancete_fi_YYYYMM.zip: only the balance-sheet accounts the fee estimate reads
-- (the administration and performance fee accounts, the equity groups 6, 7, 8),
-- per fund and date; the other ~2.2 million rows of a month are not kept.
create table cvm.balancete (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  cd_conta_balcte text not null,
  tp_fundo_classe text,
  vl_saldo_balcte numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, cd_conta_balcte)
);
comment on table cvm.balancete is 'CVM fund balance sheets (balancete, COFI chart) as filed, only the accounts the fee estimate reads: 81781001 administration fee and its children, 81782000 performance fee (accumulated since the fiscal-year start, filed negative), and the groups 60000002, 70000009, 80000006 whose sum is the NAV.';
comment on column cvm.balancete.cd_conta_balcte is 'CD_CONTA_BALCTE: the COFI account with its check digit and no dots (8.1.7.81.00-1 -> 81781001).';
alter table cvm.balancete owner to ingest_writer;
grant select on cvm.balancete to api_owner;
