-- internal.silent_family: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.silent_family` in its COMMENT.
create domain internal.silent_family as text
  check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));

alter domain internal.silent_family owner to api_owner;
comment on domain internal.silent_family is 'A family screen_silent_filers accepts: every family of the monthly fund series (fi, fidc, fii, fip, fiagro).';
