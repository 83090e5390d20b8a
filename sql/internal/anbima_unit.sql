-- internal.anbima_unit: the unit of an ANBIMA bulletin figure, read off its metric name.
create domain internal.anbima_unit as text
  check (value in ('brl_mm', 'pct', 'count'));

alter domain internal.anbima_unit owner to api_owner;
comment on domain internal.anbima_unit is 'Unit of an ANBIMA bulletin figure: brl_mm (R$ millions), pct (percentage points: 4.37 is 4.37 %), count (funds).';
