-- internal.panel_freq: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.panel_freq` in its COMMENT.
create domain internal.panel_freq as text
  check (value in ('month', 'day'));

alter domain internal.panel_freq owner to api_owner;
comment on domain internal.panel_freq is 'A frequency of panel: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).';
