-- cvm.fidc_cedente_slot: the originator (cedente) slots of FIDC tab I, one row per
-- filled slot, with what the slot holds classified once, when tab I is written, so
-- fidc_cedentes never handles a CPF: ids are read by their digits; all 0s or all 9s
-- are placeholders, not originators, and are left out, as are blank ids; 12 to 14
-- digits are a CNPJ (a dropped leading zero restored), 11 or fewer a CPF (a person:
-- its digits are never kept here), anything else 'other'. A table kept by the statement
-- triggers on cvm.fidc_tab_i (cvm.sync_fidc_cedente_slot), so an originator's funds
-- are an index probe instead of classifying every slot of every month per call. It
-- was a view before: the view goes.
drop view if exists cvm.fidc_cedente_slot;

create table cvm.fidc_cedente_slot (
  cnpj text not null,
  reference_date date not null,
  block text not null,
  slot integer not null,
  cedente_kind text not null,
  cedente_cnpj text,
  share_pct numeric,
  primary key (cnpj, reference_date, block, slot)
);
-- fidc_cedentes by p_cedente: the funds one originator serves
create index fidc_cedente_slot_cedente on cvm.fidc_cedente_slot (cedente_cnpj, reference_date) where cedente_cnpj is not null;
alter table cvm.fidc_cedente_slot owner to ingest_writer;
grant select on cvm.fidc_cedente_slot to api_owner;
comment on table cvm.fidc_cedente_slot is 'Derived: FIDC tab I originator slots, one row per filled slot (placeholders of all 0s or all 9s and blank ids left out): block A/B, slot 1..9, cedente_kind cnpj/cpf/other, cedente_cnpj (14 digits, only when cnpj) and the share of the block in percent as filed. Never holds a CPF''s digits. Kept by the statement triggers on cvm.fidc_tab_i (cvm.sync_fidc_cedente_slot), never loaded directly.';
comment on column cvm.fidc_cedente_slot.cnpj is 'FIDC CNPJ, as in cvm.fidc_tab_i.';
comment on column cvm.fidc_cedente_slot.reference_date is 'Reference month end, as in cvm.fidc_tab_i.';
comment on column cvm.fidc_cedente_slot.block is 'A (TAB_I2A12) or B (TAB_I2B12).';
comment on column cvm.fidc_cedente_slot.slot is 'Slot 1..9 of the block.';
comment on column cvm.fidc_cedente_slot.cedente_kind is 'cnpj (12 to 14 digits), cpf (11 or fewer: a person, digits never kept) or other.';
comment on column cvm.fidc_cedente_slot.cedente_cnpj is 'The originator''s CNPJ, 14 digits (a dropped leading zero restored); NULL unless cedente_kind is cnpj.';
comment on column cvm.fidc_cedente_slot.share_pct is 'TAB_I2{A,B}12_PR_CEDENTE_n as filed (may exceed 100); NULL when blank.';
