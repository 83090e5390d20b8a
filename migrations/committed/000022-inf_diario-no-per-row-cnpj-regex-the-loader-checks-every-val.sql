--! Previous: sha1:e39c1a46bb8897b145d18f614da9c7494b7237fa
--! Hash: sha1:9a440510469a70f003b43299b2da4c75ead4f948
--! Message: inf_diario: no per-row CNPJ regex (the loader checks every value before COPY)

-- The daily report's per-row CNPJ regex goes: the loader checks every value (loose-cnpj) before
-- COPY, and the regex cost about a third of the server's CPU when loading a month of the file.
alter table cvm.inf_diario drop constraint inf_diario_cnpj_check;
