-- internal.restatement_change_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_change_kind` in its COMMENT.
create domain internal.restatement_change_kind as text
  check (value in ('changed', 'added', 'removed', 'nil_to_value', 'value_to_nil'));

alter domain internal.restatement_change_kind owner to api_owner;
comment on domain internal.restatement_change_kind is 'How one field of a re-filed FNET document differs from the version it replaced (fund_restatement_diff).';
