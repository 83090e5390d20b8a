-- internal.dormancy: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.dormancy` in its COMMENT.
create domain internal.dormancy as text
  check (value in ('empty_shell', 'parked_capital'));

alter domain internal.dormancy owner to api_owner;
comment on domain internal.dormancy is 'How a dormant fi class is still (screen_dormant_funds): empty_shell (no quotaholder in any month of the window), parked_capital (quotaholders, no money in or out).';
