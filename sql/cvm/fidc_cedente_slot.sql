-- cvm.fidc_cedente_slot: the originator (cedente) slots of FIDC tab I, one row per
-- filled slot, with what the slot holds classified once here so fidc_cedentes
-- never handles a CPF: ids are read by their digits; all 0s or all 9s are
-- placeholders, not originators, and are left out, as are blank ids; 12 to 14
-- digits are a CNPJ (a dropped leading zero restored), 11 or fewer a CPF (a person:
-- its digits are never exposed here), anything else 'other'. A view without WITH, so
-- a caller's filters reach the table.
create or replace view cvm.fidc_cedente_slot as
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
  where s.digits !~ '^(0+|9+)$';

alter view cvm.fidc_cedente_slot owner to api_owner;
comment on view cvm.fidc_cedente_slot is 'FIDC tab I originator slots, one row per filled slot (placeholders of all 0s or all 9s and blank ids left out): block A/B, slot 1..9, cedente_kind cnpj/cpf/other, cedente_cnpj (14 digits, only when cnpj) and the share of the block in percent as filed. Never exposes a CPF''s digits.';
