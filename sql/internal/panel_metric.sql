-- The metrics api.panel serves, one row per (metric, id type, class): the fund
-- families' filed metrics (catalog applicability.fund_nav) and the quote tape's
-- session figures, and a listed company's standard lines (id type company: a
-- ticker through the FCA map, a CNPJ or a CVM code). catalog.json metrics is pinned to this list by a test.
create or replace function internal.panel_metric()
returns table (metric text, id_type text, asset_class text, grain text[])
language sql
immutable
set search_path = ''
as $$
  select v.metric, v.id_type, v.asset_class, v.grain
  from (values
    ('nav', 'cnpj', 'fi', array['month']), ('quota', 'cnpj', 'fi', array['month']),
    ('quotaholders', 'cnpj', 'fi', array['month']), ('inflows', 'cnpj', 'fi', array['month']),
    ('redemptions', 'cnpj', 'fi', array['month']),
    ('nav', 'cnpj', 'fidc', array['month']), ('delinquency', 'cnpj', 'fidc', array['month']),
    ('nav', 'cnpj', 'fii', array['month']), ('quotaholders', 'cnpj', 'fii', array['month']),
    ('monthly_yield', 'cnpj', 'fii', array['month']), ('assets', 'cnpj', 'fii', array['month']),
    ('nav', 'cnpj', 'fip', array['month']),
    ('nav', 'cnpj', 'fiagro', array['month']), ('delinquency', 'cnpj', 'fiagro', array['month']),
    ('open', 'ticker', null, array['day', 'month']), ('high', 'ticker', null, array['day', 'month']),
    ('low', 'ticker', null, array['day', 'month']), ('close', 'ticker', null, array['day', 'month']),
    ('volume', 'ticker', null, array['day', 'month']), ('trades', 'ticker', null, array['day', 'month']),
    ('quantity', 'ticker', null, array['day', 'month']),
    ('close_adj', 'ticker', null, array['day', 'month']), ('close_return', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain)
  union all
  -- a listed company's standard lines (company_financials), from its DFP: p_freq month only
  select l.line, 'company', 'cia', array['month'] from internal.standard_line_account() l;
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape, company for a listed company''s standard lines), the fund family that files it (NULL for the tape: every class the tape types; cia for a company) and the grains it is served at.';
