-- internal.restatement_diff_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_diff_status` in its COMMENT.
create domain internal.restatement_diff_status as text
  check (value in ('compared', 'unpairable_no_link', 'unpairable_no_reference', 'no_predecessor', 'declared_mismatch'));

alter domain internal.restatement_diff_status owner to api_owner;
comment on domain internal.restatement_diff_status is 'Whether a re-filed FNET document was compared field by field with the version it replaced, or why not (fund_restatements).';
