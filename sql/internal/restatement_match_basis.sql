-- internal.restatement_match_basis: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.restatement_match_basis` in its COMMENT.
create domain internal.restatement_match_basis as text
  check (value in ('path', 'key', 'position'));

alter domain internal.restatement_match_basis owner to api_owner;
comment on domain internal.restatement_match_basis is 'How a field of two versions was matched: by its plain path, through a block''s declared key, or by a block''s position (fund_restatement_diff).';
