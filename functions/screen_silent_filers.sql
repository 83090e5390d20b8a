-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc, fii, fip or fiagro: the family of the monthly fund series the fund files in.
@enum internal.entity_type';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest period the fund filed (fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the period before the newest period any fund of the family has filed (fip: 31 December of the year before) (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, internal.domain_values('internal.silent_family'),
    'Families: fi, fidc, fii, fip, fiagro.',
    'Send p_family as fi, fidc, fii, fip or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fip files one period a year (31 December, complete through the year before the newest), so a fip is silent in steps of 12 months; fiagro is published from 2025-05.
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fip, fiagro, or null for every family.
@tag Screens';
