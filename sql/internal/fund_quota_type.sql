-- internal.fund_quota_type: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.fund_quota_type` in its COMMENT.
create domain internal.fund_quota_type as text
  check (value in ('etf', 'fii', 'fidc', 'fiagro'));

alter domain internal.fund_quota_type owner to api_owner;
comment on domain internal.fund_quota_type is 'The family of a listed fund quota, from the tape''s published codes: fidc (ESPECI FIDC), etf (CODBDI 14), fii (CODBDI 05 or 12), fiagro (CODBDI 13).';
