-- The public surface.
create schema api authorization api_owner;
grant usage on schema api to anon, authenticated;
comment on schema api is 'Brazilian public financial data read API
Read-only views and functions over central-bank, exchange and securities-regulator data. Every request carries the apikey header; functions take a JSON body of p_ arguments and answer arrays oldest first.';
