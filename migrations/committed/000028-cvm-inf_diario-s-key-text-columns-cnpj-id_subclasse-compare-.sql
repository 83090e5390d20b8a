--! Previous: sha1:f3610d2049e1da50cef6d0323b06d757997ae803
--! Hash: sha1:911cda55ed5c1c1b30a2bbd25ac57df1f1a70165
--! Message: cvm.inf_diario's key text columns (cnpj, id_subclasse) compare bytewise, collation C: a locale comparison per key step cost about a tenth of each daily report load

-- cvm.inf_diario's key text columns compare bytewise (see sql/cvm/inf_diario.sql)
alter table cvm.inf_diario
  alter column cnpj type text collate "C",
  alter column id_subclasse type text collate "C";
