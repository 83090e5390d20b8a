-- Test-only objects for the gateway conformance suite, created as superuser in
-- the per-file database clone. Shapes follow PostgREST's spec fixtures: an
-- `items` relation with ids 1..15, texts for filters and CSV, quoted column
-- names, and one function per RPC behaviour.
create schema test_data;

create table test_data.items (id int primary key, name text, score numeric(6,2), active boolean, born date);
insert into test_data.items
select i,
       case when i % 5 = 0 then null else 'item ' || i end,
       case when i % 4 = 0 then null else i * 1.5 end,
       case when i % 3 = 0 then null else i % 2 = 0 end,
       date '2024-01-01' + i
  from generate_series(1, 15) i;

create table test_data.texts (k text, extra text);
insert into test_data.texts values
  ('xyyx', 'u'), ('xYYx', 'v'), ('São Paulo', 'acentuação'), ('a,b', 'has "quote"'), ('', null), (null, 'null key'), ('back\slash', 'x');

create sequence test_data.counter;

create view api.conf_items as select id, name, score, active, born from test_data.items;
create view api.conf_texts as select k, extra from test_data.texts;
create view api.conf_many as select n from generate_series(1, 1500) n;
create view api.conf_empty as select id, name from test_data.items where false;
create view api.conf_quoted as select 1 as "a.b", 2 as "$x", 3 as "with space", 4 as "c,d", 5 as "e:f", 6 as "(g)";
grant select on api.conf_items, api.conf_texts, api.conf_many, api.conf_empty, api.conf_quoted to anon, authenticated;

create function api.conf_add(a int, b int default 1) returns int language sql immutable as $$ select a + b $$;
create function api.conf_items_between(p_from int, p_to int) returns table (id int, name text) language sql stable security definer
  as $$ select id, name from test_data.items where id between p_from and p_to order by id $$;
create function api.conf_json() returns json language sql immutable as $$ select '{"b":1,  "a":[1, 2]}'::json $$;
create function api.conf_jsonb() returns jsonb language sql immutable as $$ select '{"b":1,  "a":[1, 2]}'::jsonb $$;
create function api.conf_void() returns void language sql volatile as $$ select $$;
create function api.conf_ints() returns setof int language sql immutable as $$ select generate_series(1, 3) $$;
create function api.conf_one_item(p_id int) returns test_data.items language sql stable security definer
  as $$ select * from test_data.items where id = p_id $$;
create function api.conf_over(x int) returns text language sql immutable as $$ select 'int' $$;
create function api.conf_over(x text) returns text language sql immutable as $$ select 'text' $$;
create function api.conf_date(d date) returns date language sql immutable as $$ select d $$;
create function api.conf_refuse(p_n int) returns int language plpgsql immutable as $$
begin
  if p_n > 10 then
    raise exception 'conf_refuse: % is above the cap of 10', p_n using errcode = '22023', detail = 'Only 10 rows per call.', hint = 'Ask for fewer.';
  end if;
  return p_n;
end $$;
-- refusals behind a page: a plpgsql set runs whole on its first row; a SQL set may be inlined and stop early
create function api.conf_refuse_rows(p_n int) returns table (id int, name text) language plpgsql stable as $$
begin
  if p_n > 10 then
    raise exception 'conf_refuse_rows: % is above the cap of 10', p_n using errcode = '22023';
  end if;
  return query select i, 'n' || i from generate_series(1, p_n) i;
end $$;
create function api.conf_sql_refuse_late(p_n int) returns table (id int, name text) language sql stable as $$
  select i, 'n' || i from generate_series(1, 3) i union all select api.conf_refuse(p_n), 'late'
$$;
create function api.conf_boom() returns int language plpgsql immutable as $$
begin raise exception 'boom' using detail = 'it blew up', hint = 'stand back'; end $$;
create function api.conf_pay() returns int language plpgsql immutable as $$
begin raise sqlstate 'PT402' using message = 'Payment Required'; end $$;
create function api.conf_next() returns bigint language sql volatile security definer as $$ select nextval('test_data.counter') $$;
create function api.conf_denied() returns bigint language sql stable as $$ select count(*) from test_data.items $$;
create function api.conf_sleep(s float8) returns int language sql volatile as $$ select 1 from pg_sleep(s) $$;
create function api.conf_gucs() returns json language sql stable as $$
  select json_build_object(
    'role', current_user,
    'claims', current_setting('request.jwt.claims', true)::json,
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'headers', current_setting('request.headers', true)::json,
    'cookies', current_setting('request.cookies', true)::json,
    'statement_timeout', current_setting('statement_timeout'),
    'search_path', current_setting('search_path'),
    'timezone', current_setting('timezone'),
    'read_only', current_setting('transaction_read_only'))
$$;
create function api.conf_text_in(text) returns text language sql immutable as $$ select 'got ' || $1 $$;
create function api.conf_bytes(bytea) returns int language sql immutable as $$ select length($1) $$;
create type api.conf_row as (id int, label text);
create function api.conf_rows(p_n int) returns setof api.conf_row language sql immutable
  as $$ select i, 'row ' || i from generate_series(1, p_n) i $$;
-- an api function anon may not execute (PostgREST still finds it, and PostgreSQL refuses the call)
create function api.secret_count() returns int language sql stable as $$ select 42 $$;
revoke all on function api.secret_count() from public;

do $$
declare f regprocedure;
begin
  for f in select p.oid::regprocedure from pg_proc p where p.pronamespace = 'api'::regnamespace and p.proname like 'conf\_%' loop
    execute format('grant execute on function %s to anon, authenticated', f);
  end loop;
end $$;
