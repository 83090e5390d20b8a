-- api.screen_overdue_securit: CRI and CRA series past their filed maturity whose newest filing is not terminal.
-- Reads the classe member of the CRI/CRA monthly reports (cvm.securit_classe): the
-- lines of each certificate's newest report (reference month, then version; kept in
-- cvm.securit_newest by the report loads) that pass the thresholds.
-- Computed once into an array so the 1000-row check and the answer are one pass.
drop function if exists api.screen_overdue_securit(numeric);
drop type if exists api.screen_overdue_securit_row;

create type api.screen_overdue_securit_row as (
  instrument_type text,
  securitizer_cnpj text,
  instrument_code text,
  classe text,
  series_number numeric,
  cetip_code text,
  reference_date date,
  version integer,
  maturity date,
  status text,
  volume numeric,
  rating text,
  as_of date,
  screen text,
  params jsonb
);
alter type api.screen_overdue_securit_row owner to api_owner;
comment on type api.screen_overdue_securit_row is 'A CRI or CRA series past its filed maturity whose newest filing still reports a non-terminal status: a stale filing, a signal with a stated rule, not a verdict.';
comment on column api.screen_overdue_securit_row.instrument_type is 'cri or cra: the monthly report the series comes from.
@enum internal.securit_instrument';
comment on column api.screen_overdue_securit_row.securitizer_cnpj is 'CNPJ_Emissora: the securitisation company''s CNPJ, 14 digits (not a fund).';
comment on column api.screen_overdue_securit_row.instrument_code is 'Codigo_Identificacao_Certificado as filed: the certificate the report is about.';
comment on column api.screen_overdue_securit_row.classe is 'Classe as filed (e.g. Sênior, Subordinada); NULL when blank.';
comment on column api.screen_overdue_securit_row.series_number is 'Numero_Serie as filed; NULL when blank.';
comment on column api.screen_overdue_securit_row.cetip_code is 'Codigo_CETIP as filed (what portfolio_instruments matches); NULL when blank.';
comment on column api.screen_overdue_securit_row.reference_date is 'Data_Referencia of the certificate''s newest report held (the filing screened).';
comment on column api.screen_overdue_securit_row.version is 'Versao of that report: the newest version of the newest reference month.';
comment on column api.screen_overdue_securit_row.maturity is 'Data_Vencimento as filed, before as_of.';
comment on column api.screen_overdue_securit_row.status is 'Situacao as filed (e.g. Adimplente, Inadimplente): never Cancelado, Vencido, Liquidado or Encerrado.';
comment on column api.screen_overdue_securit_row.volume is 'Total paid in, BRL, as filed (Valor_Total_Integralizado for CRA, Total_Integralizado for CRI), above p_min_volume.';
comment on column api.screen_overdue_securit_row.rating is 'Classificacao_Risco_Atual as filed; NULL when blank.';
comment on column api.screen_overdue_securit_row.as_of is 'The day the maturity is compared with: today in São Paulo when the call ran.';
comment on column api.screen_overdue_securit_row.screen is 'overdue_securit.';
comment on column api.screen_overdue_securit_row.params is 'Every argument as used (p_min_volume), so the call can be replayed (as_of says on which day).';

create function api.screen_overdue_securit(p_min_volume numeric default 100000)
returns setof api.screen_overdue_securit_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_params jsonb;
  v_rows api.screen_overdue_securit_row[];
begin
  perform internal.assert_in_range('screen_overdue_securit', 'p_min_volume', p_min_volume, 0, null,
    'Send p_min_volume as a BRL amount of at least 0 (default 100000).');
  v_params := jsonb_build_object('p_min_volume', p_min_volume);

  with overdue as (
    -- the lines of each certificate's newest report (cvm.securit_newest, kept by the report loads):
    -- a line with a newer report of its certificate on file is not the certificate's state
    select s.*
    from cvm.securit_newest n
    -- a primary-key range per certificate (offset 0 keeps the planner from hashing every line instead)
    cross join lateral (
      select c.* from cvm.securit_classe c
      where c.instrument_type = n.instrument_type and c.cnpj_emissora = n.cnpj_emissora
        and c.codigo_identificacao_certificado = n.codigo_identificacao_certificado
        and c.data_referencia = n.data_referencia and c.versao = n.versao
      offset 0
    ) s
    where s.data_vencimento < v_today
      and s.valor_total_integralizado > p_min_volume
      -- terminal statuses as CVM files them; a blank status is unknown, never taken as live
      and lower(btrim(s.situacao)) not in ('cancelado', 'vencido', 'liquidado', 'encerrado')
    limit 1001
  )
  select array_agg(row(replace(o.instrument_type, '_mensal', ''), o.cnpj_emissora, o.codigo_identificacao_certificado, o.classe, o.numero_serie,
           o.codigo_cetip, o.data_referencia, o.versao, o.data_vencimento, o.situacao, o.valor_total_integralizado, o.classificacao_risco_atual,
           v_today, 'overdue_securit', v_params)::api.screen_overdue_securit_row
         order by o.data_vencimento, o.cnpj_emissora, o.codigo_identificacao_certificado, o.line_no)
  into v_rows
  from overdue o;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_overdue_securit',
    'Raise p_min_volume.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_overdue_securit(numeric) owner to api_owner;
revoke all on function api.screen_overdue_securit(numeric) from public;
grant execute on function api.screen_overdue_securit(numeric) to anon, authenticated;

comment on function api.screen_overdue_securit(numeric) is 'CRI and CRA series past their filed maturity whose newest filing still reports a non-terminal status, oldest maturity first.
Reads the class and series lines of the CRI and CRA monthly reports (classe member). Each certificate (report type, securitisation company, certificate code) is screened on its newest report held: the newest reference month, then its newest version; a line is listed when its maturity (Data_Vencimento) is before today in São Paulo (as_of), its status (Situacao) is not Cancelado, Vencido, Liquidado or Encerrado (compared ignoring case; a blank status is unknown and not listed) and its paid-in total is above p_min_volume (a blank total is not listed). The FILING is stale; the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default: a signal with a stated rule, not a verdict. status is served as filed. Every row carries screen (overdue_securit) and params (the arguments as used). p_min_volume NULL or negative raises 22023, never clamped; more than 1000 rows raises 22023: raise p_min_volume.
p_min_volume: paid-in floor, BRL, >= 0 (default 100000): lines paid in above it are listed.
@tag Screens';
