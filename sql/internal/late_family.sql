-- internal.late_family: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.late_family` in its COMMENT.
create domain internal.late_family as text
  check (value in ('fii', 'fidc'));

alter domain internal.late_family owner to api_owner;
comment on domain internal.late_family is 'A family whose monthly structured report is filed through FNET (screen_late_filers).';
