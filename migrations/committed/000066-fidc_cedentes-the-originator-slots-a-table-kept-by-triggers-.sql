--! Previous: sha1:9875cf6504f8746b0d5d97c55ec99d37716d999f
--! Hash: sha1:322bae80d93a85125364a9a22d5151a30a4a1261
--! Message: fidc_cedentes: the originator slots a table kept by triggers on tab I, indexed by the originator's CNPJ

-- fidc_cedentes by originator classified every slot of every tab I month per call
-- (the view cvm.fidc_cedente_slot): the slots become a table kept by statement
-- triggers on cvm.fidc_tab_i, with an index on the originator's CNPJ.
--! Included sql/cvm/fidc_cedente_slot.sql
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
--! EndIncluded sql/cvm/fidc_cedente_slot.sql
--! Included sql/cvm/refresh_fidc_cedente_slot.sql
-- Rewrites the cvm.fidc_cedente_slot rows of the given tab I keys (fund, month) from
-- cvm.fidc_tab_i, classifying each filled slot (see sql/cvm/fidc_cedente_slot.sql); NULL
-- arrays rewrite every key.
create or replace function cvm.refresh_fidc_cedente_slot(p_cnpjs text[], p_dates date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_cnpjs is null then
    delete from cvm.fidc_cedente_slot;
  else
    delete from cvm.fidc_cedente_slot c
    using unnest(p_cnpjs, p_dates) k(cnpj, reference_date)
    where c.cnpj = k.cnpj and c.reference_date = k.reference_date;
  end if;
  insert into cvm.fidc_cedente_slot (cnpj, reference_date, block, slot, cedente_kind, cedente_cnpj, share_pct)
  select
    t.cnpj,
    t.reference_date,
    s.block,
    s.slot,
    case
      when length(s.digits) between 12 and 14 then 'cnpj'
      when length(s.digits) between 1 and 11 then 'cpf'
      else 'other'
    end as cedente_kind,
    case when length(s.digits) between 12 and 14 then lpad(s.digits, 14, '0') end as cedente_cnpj,
    s.share_pct
  from cvm.fidc_tab_i t
  cross join lateral (
    select v.block, v.slot, v.filed, regexp_replace(v.filed, '[^0-9]', '', 'g') as digits, v.share_pct
    from (
      values
        ('A', 1, t.tab_i2a12_cpf_cnpj_cedente_1, t.tab_i2a12_pr_cedente_1),
        ('A', 2, t.tab_i2a12_cpf_cnpj_cedente_2, t.tab_i2a12_pr_cedente_2),
        ('A', 3, t.tab_i2a12_cpf_cnpj_cedente_3, t.tab_i2a12_pr_cedente_3),
        ('A', 4, t.tab_i2a12_cpf_cnpj_cedente_4, t.tab_i2a12_pr_cedente_4),
        ('A', 5, t.tab_i2a12_cpf_cnpj_cedente_5, t.tab_i2a12_pr_cedente_5),
        ('A', 6, t.tab_i2a12_cpf_cnpj_cedente_6, t.tab_i2a12_pr_cedente_6),
        ('A', 7, t.tab_i2a12_cpf_cnpj_cedente_7, t.tab_i2a12_pr_cedente_7),
        ('A', 8, t.tab_i2a12_cpf_cnpj_cedente_8, t.tab_i2a12_pr_cedente_8),
        ('A', 9, t.tab_i2a12_cpf_cnpj_cedente_9, t.tab_i2a12_pr_cedente_9),
        ('B', 1, t.tab_i2b12_cpf_cnpj_cedente_1, t.tab_i2b12_pr_cedente_1),
        ('B', 2, t.tab_i2b12_cpf_cnpj_cedente_2, t.tab_i2b12_pr_cedente_2),
        ('B', 3, t.tab_i2b12_cpf_cnpj_cedente_3, t.tab_i2b12_pr_cedente_3),
        ('B', 4, t.tab_i2b12_cpf_cnpj_cedente_4, t.tab_i2b12_pr_cedente_4),
        ('B', 5, t.tab_i2b12_cpf_cnpj_cedente_5, t.tab_i2b12_pr_cedente_5),
        ('B', 6, t.tab_i2b12_cpf_cnpj_cedente_6, t.tab_i2b12_pr_cedente_6),
        ('B', 7, t.tab_i2b12_cpf_cnpj_cedente_7, t.tab_i2b12_pr_cedente_7),
        ('B', 8, t.tab_i2b12_cpf_cnpj_cedente_8, t.tab_i2b12_pr_cedente_8),
        ('B', 9, t.tab_i2b12_cpf_cnpj_cedente_9, t.tab_i2b12_pr_cedente_9)
    ) as v(block, slot, filed, share_pct)
    where nullif(btrim(v.filed), '') is not null
  ) s
  where s.digits !~ '^(0+|9+)$'
    and (p_cnpjs is null or (t.cnpj, t.reference_date) in (select k.cnpj, k.reference_date from unnest(p_cnpjs, p_dates) k(cnpj, reference_date)));
end;
$$;
comment on function cvm.refresh_fidc_cedente_slot(text[], date[]) is 'Rewrites the cvm.fidc_cedente_slot rows of the given (fund, month) keys of cvm.fidc_tab_i (NULL arrays: every key), one row per filled slot, classified.';
alter function cvm.refresh_fidc_cedente_slot(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fidc_cedente_slot(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fidc_cedente_slot.sql
--! Included sql/cvm/sync_fidc_cedente_slot.sql
-- The statement triggers on cvm.fidc_tab_i (see sql/cvm/fidc_tab_i.sql) call this: the
-- slots of every (fund, month) the statement wrote are classified again in
-- cvm.fidc_cedente_slot; a truncate empties it.
create or replace function cvm.sync_fidc_cedente_slot() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_dates date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fidc_cedente_slot;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct n.cnpj, n.reference_date from new_rows n) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct o.cnpj, o.reference_date from old_rows o) t;
  else
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select n.cnpj, n.reference_date from new_rows n union select o.cnpj, o.reference_date from old_rows o) t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fidc_cedente_slot(v_cnpjs, v_dates);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fidc_cedente_slot() is 'Statement trigger of cvm.fidc_tab_i: classifies again the originator slots of every (fund, month) the statement wrote, in cvm.fidc_cedente_slot; a truncate of cvm.fidc_tab_i empties it.';
alter function cvm.sync_fidc_cedente_slot() owner to ingest_writer;
revoke all on function cvm.sync_fidc_cedente_slot() from public;
--! EndIncluded sql/cvm/sync_fidc_cedente_slot.sql
create trigger fidc_cedente_slot_insert after insert on cvm.fidc_tab_i referencing new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_update after update on cvm.fidc_tab_i referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_delete after delete on cvm.fidc_tab_i referencing old table as old_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_truncate after truncate on cvm.fidc_tab_i
  for each statement execute function cvm.sync_fidc_cedente_slot();
-- the slots already held
select cvm.refresh_fidc_cedente_slot(null, null);
