-- internal.anbima_level: where a row of the ANBIMA bulletin sits in its
-- hierarchy. Part of the key, because Cambial, FIP and FIAGRO are printed both
-- as a class and as an ANBIMA type of the same name.
create domain internal.anbima_level as text
  check (value in ('category', 'type', 'total'));

alter domain internal.anbima_level owner to api_owner;
comment on domain internal.anbima_level is 'A row of the ANBIMA bulletin: category (a class aggregate: Renda Fixa, Ações, ...), type (an ANBIMA type under a class) or total (an industry total: Total Geral, Total Doméstico, ...).';
