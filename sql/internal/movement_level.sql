-- internal.movement_level: what portfolio_movement says of a fund's month
-- against its class.
create domain internal.movement_level as text
  check (value in ('normal', 'atencao', 'forte', 'nao_avaliado'));

alter domain internal.movement_level owner to api_owner;
comment on domain internal.movement_level is 'A fund''s month against its ANBIMA class: normal (|z| <= 2), atencao (|z| > 2), forte (|z| > 3), nao_avaliado (not evaluated; the reason says why).';
