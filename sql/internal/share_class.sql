-- internal.share_class: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.share_class` in its COMMENT.
create domain internal.share_class as text
  check (value in ('ON', 'PN', 'PNA', 'PNB', 'PNC', 'PND', 'PNE', 'PNF', 'PNG', 'PNH'));

alter domain internal.share_class owner to api_owner;
comment on domain internal.share_class is 'The class of a share as the tape''s ESPECI names it (characters 1-4): ON common, PN preferred, PNA..PNH preferred of a lettered class.';
