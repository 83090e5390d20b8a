-- The id list of api.panel: 1 to the tier's ceiling ids (catalog tiers.*.panel_ids),
-- each a 14-digit CNPJ (punctuation ignored) or else a ticker (upper-cased).
create or replace function internal.panel_ids(p_ids text[], out cnpjs text[], out tickers text[])
language plpgsql
stable
set search_path = ''
as $$
declare
  v_tier text := internal.caller_tier();
  v_cap integer := internal.tier_ceiling('panel_ids', 3, 50);
  v_ids text[];
begin
  select coalesce(array_agg(distinct upper(btrim(i))), '{}') into v_ids
  from unnest(p_ids) i where btrim(i) <> '';
  if cardinality(v_ids) = 0 then
    raise exception using
      errcode = '22023',
      message = 'panel: p_ids is empty',
      detail = 'The panel reads the ids it is given: fund CNPJs and exchange tickers.',
      hint = 'Send p_ids as an array of 1 to 3 ids (50 signed in), e.g. ["PETR4", "33.101.369/0001-40"].';
  end if;
  if cardinality(v_ids) > v_cap then
    raise exception using
      errcode = '22023',
      message = format('panel: %s ids is above the %s ceiling of %s', cardinality(v_ids), case v_tier when 'authenticated' then 'signed-in' else 'anonymous' end, v_cap),
      detail = 'Ids per call: 3 anonymous, 50 signed in (catalog tiers.*.panel_ids).',
      hint = case v_tier when 'authenticated' then 'Split the ids over several calls of at most 50.'
        else 'Split the ids over calls of at most 3, or sign in (Authorization: Bearer <JWT with role authenticated>) for up to 50.' end;
  end if;
  select coalesce(array_agg(regexp_replace(i, '[^0-9]', '', 'g')) filter (where i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14), '{}'),
         coalesce(array_agg(i) filter (where not (i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14)), '{}')
    into cnpjs, tickers
  from unnest(v_ids) i;
end;
$$;

alter function internal.panel_ids(text[]) owner to api_owner;
revoke all on function internal.panel_ids(text[]) from public;
comment on function internal.panel_ids(text[]) is
  'Internal: api.panel''s ids split into CNPJs (14 digits once punctuation is dropped) and tickers (upper-cased); an empty list or more ids than the caller''s tier allows (3 anonymous, 50 signed in) raises 22023.';
