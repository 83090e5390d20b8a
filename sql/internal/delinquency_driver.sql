-- internal.delinquency_driver: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.delinquency_driver` in its COMMENT.
create domain internal.delinquency_driver as text
  check (value in ('consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'));

alter domain internal.delinquency_driver owner to api_owner;
comment on domain internal.delinquency_driver is 'What drives a FIDC''s delinquency over a window (screen_delinquency_drivers).';
