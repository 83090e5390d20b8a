-- api.fii_property_history: one FII's properties as filed in each quarterly report.
-- CVM publishes no property id (names are free text re-typed from quarter to
-- quarter), so each row carries the row hash of its source row instead, and
-- every report version is served: a re-filed quarter shows both.
drop function if exists api.fii_property_history(text, date, date);
drop type if exists api.fii_property_history_row;

create type api.fii_property_history_row as (
  cnpj text,
  reference_date date,
  version integer,
  row_hash text,
  classe text,
  nome_imovel text,
  endereco text,
  area numeric,
  numero_unidades numeric,
  outras_caracteristicas_relevantes text,
  percentual_vacancia numeric,
  percentual_inadimplencia numeric,
  percentual_receitas_fii numeric,
  percentual_locado numeric,
  percentual_vendido numeric,
  percentual_conclusao_obras_realizado numeric,
  percentual_conclusao_obras_previsto numeric,
  custo_construcao_realizado numeric,
  custo_construcao_previsto numeric,
  percentual_imovel_total_investido numeric
);
alter type api.fii_property_history_row owner to api_owner;
comment on type api.fii_property_history_row is 'One property row of an FII quarterly report (inf_trimestral_fii_imovel), as filed.';
comment on column api.fii_property_history_row.cnpj is 'Fund or class CNPJ, 14 digits (CNPJ_Fundo_Classe).';
comment on column api.fii_property_history_row.reference_date is 'The quarter''s end (Data_Referencia as filed). Never NULL.';
comment on column api.fii_property_history_row.version is 'Report version (Versao): a re-filed quarter has a row set per version. Never NULL.';
comment on column api.fii_property_history_row.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": identifies the source row, not a durable property (CVM publishes no property id). Never NULL.';
comment on column api.fii_property_history_row.classe is 'Classe: the property''s kind as filed (e.g. income property finished, under construction, for sale); NULL when blank.';
comment on column api.fii_property_history_row.nome_imovel is 'Nome_Imovel as filed; NULL when blank.';
comment on column api.fii_property_history_row.endereco is 'Endereco as filed; NULL when blank.';
comment on column api.fii_property_history_row.area is 'Area (square metres) as filed; NULL when blank, never 0.';
comment on column api.fii_property_history_row.numero_unidades is 'Numero_Unidades as filed; NULL when blank.';
comment on column api.fii_property_history_row.outras_caracteristicas_relevantes is 'Outras_Caracteristicas_Relevantes as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_vacancia is 'Percentual_Vacancia: vacancy as filed (its scale as the fund filed it); NULL when blank, never 0.';
comment on column api.fii_property_history_row.percentual_inadimplencia is 'Percentual_Inadimplencia: delinquency as filed; NULL when blank, never 0.';
comment on column api.fii_property_history_row.percentual_receitas_fii is 'Percentual_Receitas_FII: the property''s share of the fund''s revenue as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_locado is 'Percentual_Locado: share leased as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_vendido is 'Percentual_Vendido: share sold as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_conclusao_obras_realizado is 'Percentual_Conclusao_Obras_Realizado: works completed as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_conclusao_obras_previsto is 'Percentual_Conclusao_Obras_Previsto: works planned as filed; NULL when blank.';
comment on column api.fii_property_history_row.custo_construcao_realizado is 'Custo_Construcao_Realizado: construction cost incurred, BRL as filed; NULL when blank.';
comment on column api.fii_property_history_row.custo_construcao_previsto is 'Custo_Construcao_Previsto: construction cost planned, BRL as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_imovel_total_investido is 'Percentual_Imovel_Total_Investido: the property''s share of the total invested as filed; NULL when blank.';

create function api.fii_property_history(p_cnpj text, p_from date default null, p_to date default null)
returns setof api.fii_property_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fii_property_history');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'fii_property_history',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (
    select 1 from cvm.fii_quarterly_imovel i
    where i.cnpj = v_cnpj and i.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fii_property_history', 'Narrow p_from/p_to to fewer quarters.');

  return query
    select i.cnpj, i.reference_date, i.version, i.row_hash, i.classe, i.nome_imovel, i.endereco, i.area, i.numero_unidades,
      i.outras_caracteristicas_relevantes, i.percentual_vacancia, i.percentual_inadimplencia, i.percentual_receitas_fii,
      i.percentual_locado, i.percentual_vendido, i.percentual_conclusao_obras_realizado, i.percentual_conclusao_obras_previsto,
      i.custo_construcao_realizado, i.custo_construcao_previsto, i.percentual_imovel_total_investido
    from cvm.fii_quarterly_imovel i
    where i.cnpj = v_cnpj and i.reference_date between v_from and v_to
    order by i.reference_date, i.version, i.nome_imovel nulls last, i.row_hash;
end;
$$;

alter function api.fii_property_history(text, date, date) owner to api_owner;
revoke all on function api.fii_property_history(text, date, date) from public;
grant execute on function api.fii_property_history(text, date, date) to anon, authenticated;
comment on function api.fii_property_history(text, date, date) is 'One FII''s properties as filed in each quarterly report, with the row hash of each source row, oldest quarter first.
Every row of the quarterly report''s property member (inf_trimestral_fii_imovel) whose quarter end falls in the window, as filed: oldest quarter first, then version, then property name. Every report version is served (a re-filed quarter has a row set per version; pick the highest version for the quarter as last filed). CVM publishes no property id, so row_hash (md5 of the source row''s published fields) identifies a source row, not a durable property. Measures keep their filed meaning and scale; a blank is NULL, never 0. An unknown CNPJ answers []; p_from after p_to raises 22023; more than 1000 rows raise 22023 (narrow the window).
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first quarter end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last quarter end (YYYY-MM-DD); default today.
@tag Funds
@default p_from: 1825 days before p_to
@default p_to: today';
