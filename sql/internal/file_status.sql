-- internal.file_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.file_status` in its COMMENT.
create domain internal.file_status as text
  check (value in ('Final', 'Parcial'));

alter domain internal.file_status owner to api_owner;
comment on domain internal.file_status is 'The status line of the consolidated trade file a row came from.';
