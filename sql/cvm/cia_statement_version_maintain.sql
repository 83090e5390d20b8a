-- Keeps cvm.cia_statement_version equal to the versions held in cvm.cia_statement.
-- An insert (a load's COPY or its upsert) only adds versions: one aggregate over
-- the inserted rows. A delete or an update
-- re-derives the versions it touched from their lines (a probe of the key each).
-- One trigger per event (a trigger with transition tables takes one event).
create or replace function cvm.cia_statement_version_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_touched cvm.cia_statement_version[];
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.cia_statement_version;
  elsif tg_op = 'INSERT' then
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    from new_rows n
    group by n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    on conflict (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm) do nothing;
  else
    -- the versions touched (key columns only): their rows go, then come back from the lines they still have
    if tg_op = 'DELETE' then
      v_touched := array(select distinct row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version
                         from old_rows o);
    else
      v_touched := array(select row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version from old_rows o
                         union
                         select row(n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, null)::cvm.cia_statement_version from new_rows n);
    end if;
    delete from cvm.cia_statement_version v
    using unnest(v_touched) t
    where v.cnpj = t.cnpj and v.statement = t.statement and v.scope = t.scope and v.doc_type = t.doc_type
      and v.dt_refer = t.dt_refer and v.versao = t.versao;
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm
    from unnest(v_touched) t
    join cvm.cia_statement s on s.cnpj = t.cnpj and s.statement = t.statement and s.scope = t.scope and s.doc_type = t.doc_type
                            and s.dt_refer = t.dt_refer and s.versao = t.versao
    group by s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm;
  end if;
  return null;
end;
$$;
alter function cvm.cia_statement_version_maintain() owner to ingest_writer;
revoke all on function cvm.cia_statement_version_maintain() from public;
comment on function cvm.cia_statement_version_maintain() is 'Trigger of cvm.cia_statement: adds the versions a statement inserted, re-derives from their lines the versions a statement updated or deleted (a version left with no line is removed), empties cvm.cia_statement_version on TRUNCATE.';

drop trigger if exists cia_statement_version_insert on cvm.cia_statement;
drop trigger if exists cia_statement_version_delete on cvm.cia_statement;
drop trigger if exists cia_statement_version_update on cvm.cia_statement;
drop trigger if exists cia_statement_version_truncate on cvm.cia_statement;
create trigger cia_statement_version_insert after insert on cvm.cia_statement
  referencing new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_delete after delete on cvm.cia_statement
  referencing old table as old_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_update after update on cvm.cia_statement
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_truncate after truncate on cvm.cia_statement
  for each statement execute function cvm.cia_statement_version_maintain();
