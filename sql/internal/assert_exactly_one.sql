-- Internal helper (not granted to callers): two arguments of which exactly one
-- must be sent (fund_holdings p_cnpj | p_ticker, fund_debentures p_cnpj |
-- p_issuer). Neither would be an unbounded scan of every filing; both is
-- ambiguous. Each mistake is refused by name, never narrowed silently.
create or replace function internal.assert_exactly_one(p_fn text, p_a text, p_a_sent boolean, p_b text, p_b_sent boolean, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not p_a_sent and not p_b_sent then
    raise exception using
      errcode = '22023',
      message = format('%s: send %s or %s', p_fn, p_a, p_b),
      detail = format('Neither %s nor %s was sent: the answer would be every filing held, an unbounded scan.', p_a, p_b),
      hint = p_how;
  elsif p_a_sent and p_b_sent then
    raise exception using
      errcode = '22023',
      message = format('%s: send %s or %s, not both', p_fn, p_a, p_b),
      detail = format('%s and %s ask two different questions; the function answers one of them.', p_a, p_b),
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_exactly_one(text, text, boolean, text, boolean, text) owner to api_owner;
revoke all on function internal.assert_exactly_one(text, text, boolean, text, boolean, text) from public;
comment on function internal.assert_exactly_one(text, text, boolean, text, boolean, text) is
  'Internal: raises SQLSTATE 22023 naming the calling function when neither or both of two alternative arguments were sent (p_a_sent, p_b_sent: the caller''s test for "sent", e.g. not null and not blank).';
