-- Rewrites cvm.securit_series_month for the given codes (upper(codigo_cetip)),
-- or for every code when the array is NULL, from cvm.securit_classe.
create or replace function cvm.refresh_securit_series_month(p_codes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_codes is null then
    delete from cvm.securit_series_month;
  else
    delete from cvm.securit_series_month m where m.code = any(p_codes);
  end if;
  insert into cvm.securit_series_month (code, numero_serie, classe, month, instrument_type, cnpj_emissora, ambiguous, q, v, r, a,
                                         own_gap, step_gap, prev_ok, next_filed, ln_factor, pu, income_pu, amortisation_pu)
  with folded as (
    select f.code, f.numero_serie, f.classe, f.month, max(f.instrument_type) as instrument_type, max(f.cnpj_emissora) as cnpj_emissora,
           -- the lines disagree when a figure differs among them or is blank on some only
           (min(f.q) <> max(f.q) or min(f.v) <> max(f.v) or min(f.r) <> max(f.r) or min(f.a) <> max(f.a)
            or count(f.q) not in (0, count(*)) or count(f.v) not in (0, count(*))
            or count(f.r) not in (0, count(*)) or count(f.a) not in (0, count(*))) is true as ambiguous,
           min(f.q) as q, min(f.v) as v, min(f.r) as r, min(f.a) as a
    from (
      -- each line with its certificate month's newest version among the lines filing the same code
      select upper(s.codigo_cetip) as code, s.numero_serie, s.classe, date_trunc('month', s.data_referencia)::date as month,
             s.instrument_type, s.cnpj_emissora, s.versao,
             s.quantidade_certificados as q, s.valor_certificados as v, s.rendimentos as r, s.amortizacoes as a,
             max(s.versao) over (partition by upper(s.codigo_cetip), s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, date_trunc('month', s.data_referencia)) as newest
      from cvm.securit_classe s
      where s.codigo_cetip is not null and (p_codes is null or upper(s.codigo_cetip) = any(p_codes))
    ) f
    where f.versao = f.newest
    group by f.code, f.numero_serie, f.classe, f.month
  ),
  judged as (
    select fo.*,
           case
             when fo.ambiguous then 'ambiguous_rows'
             when fo.q is null or fo.v is null then 'price_not_filed'
             when fo.q <= 0 or fo.v <= 0 then 'invalid_value'
           end as own_gap
    from folded fo
  ),
  linked as (
    -- the series' months before and after, when filed (series = code, series number, class, blanks included)
    select j.*, p.own_gap as prev_gap, p.q as q_prev, p.v as v_prev, p.month is not null as prev_filed, nx.month is not null as next_filed
    from judged j
    left join judged p on p.code = j.code and p.numero_serie is not distinct from j.numero_serie and p.classe is not distinct from j.classe
                      and p.month = (j.month - interval '1 month')::date
    left join judged nx on nx.code = j.code and nx.numero_serie is not distinct from j.numero_serie and nx.classe is not distinct from j.classe
                       and nx.month = (j.month + interval '1 month')::date
  ),
  stepped as (
    select l.*, l.prev_filed and l.prev_gap is null as prev_ok,
           case
             when l.own_gap is not null then l.own_gap
             when l.r is null then 'income_not_filed'
             when l.a is null then 'amortisation_not_filed'
             when l.r < 0 or l.a < 0 then 'invalid_value'
             when l.prev_filed and l.prev_gap is null and l.q <> l.q_prev then 'quantity_changed'
           end as step_gap
    from linked l
  )
  select st.code, st.numero_serie, st.classe, st.month, st.instrument_type, st.cnpj_emissora, st.ambiguous, st.q, st.v, st.r, st.a,
         st.own_gap, st.step_gap, st.prev_ok, st.next_filed,
         case when st.step_gap is null and st.prev_ok then ln((st.v + st.r + st.a) / st.v_prev) end,
         case when st.own_gap is null then st.v / st.q end,
         case when st.q <> 0 then st.r / st.q end,
         case when st.q <> 0 then st.a / st.q end
  from stepped st;
end;
$$;
alter function cvm.refresh_securit_series_month(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_securit_series_month(text[]) from public;
comment on function cvm.refresh_securit_series_month(text[]) is 'Rewrites the series months of the given codes (upper(codigo_cetip)), or of every code when the array is NULL.';
