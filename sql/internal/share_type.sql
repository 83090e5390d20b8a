-- Internal helper (not granted to callers): the share type a ticker's suffix
-- names, as the exchange's listed-companies answers write it (typeStock), so a
-- ticker finds its issuer's cash events: 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT.
create or replace function internal.share_type(p_ticker text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case substring(p_ticker from '^[A-Z0-9]{4}([0-9]{1,2})$')
           when '3' then 'ON' when '4' then 'PN' when '5' then 'PNA' when '6' then 'PNB'
           when '7' then 'PNC' when '8' then 'PND' when '11' then 'UNT' end
$$;

alter function internal.share_type(text) owner to api_owner;
revoke all on function internal.share_type(text) from public;
comment on function internal.share_type(text) is
  'Internal: the share type (typeStock) a ticker''s suffix names: 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT; NULL for any other ticker.';
