-- internal.lookthrough_kind: a value set the contract states, written once. The
-- kind column of portfolio_lookthrough says `@enum internal.lookthrough_kind`.
create domain internal.lookthrough_kind as text
  check (value in ('holding', 'confidential', 'cycle', 'depth_cap', 'month_missing'));

alter domain internal.lookthrough_kind owner to api_owner;
comment on domain internal.lookthrough_kind is 'A row of portfolio_lookthrough: holding (a direct holding, CDA blocks 1 and 3 to 8), confidential (the confidential member, by application type), cycle (a held fund already on the path: cut), depth_cap (a held fund below p_max_depth: not opened), month_missing (a fund with no CDA filing for the month: not opened).';
