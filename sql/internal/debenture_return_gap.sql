-- internal.debenture_return_gap: why portfolio_debenture_returns has no mark
-- return for a code's window, written once. A column holding it says
-- `@enum internal.debenture_return_gap` in its COMMENT.
create domain internal.debenture_return_gap as text
  check (value in ('not_held', 'too_few_funds'));

alter domain internal.debenture_return_gap owner to api_owner;
comment on domain internal.debenture_return_gap is 'Why portfolio_debenture_returns has no mark return for a code''s window: what its first month without a median mark lacks (NULL when the return is computed).';
