-- internal.vertex_type: a value set the contract states, written once. A column
-- holding it says `@enum internal.vertex_type` in its COMMENT.
create domain internal.vertex_type as text
  check (value in ('F', 'M'));

alter domain internal.vertex_type owner to api_owner;
comment on domain internal.vertex_type is 'The kind of a reference-rate vertex: F fixed (a nominal tenor), M moving (a contract maturity).';
