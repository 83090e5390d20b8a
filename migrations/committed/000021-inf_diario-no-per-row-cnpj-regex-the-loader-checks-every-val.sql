--! Previous: sha1:da737ec7766eb3f53df53809cad71a166ac0f9c7
--! Hash: sha1:fc88db58e396ee00bfab9123603a7652833a2d97
--! Message: inf_diario: no per-row CNPJ regex (the loader checks every value before COPY)

-- The daily report's per-row CNPJ regex goes: the loader checks every value (loose-cnpj) before
-- COPY, and the regex cost about a third of the server's CPU when loading a month of the file.
alter table cvm.inf_diario drop constraint inf_diario_cnpj_check;
