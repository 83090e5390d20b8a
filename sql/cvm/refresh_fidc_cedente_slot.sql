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
