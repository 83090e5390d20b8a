--! Previous: sha1:87bc9e0ec13562771434cac872be6cdca1b9a071
--! Hash: sha1:a783c213d9d45619a3533c942d8f0823b737c5a5
--! Message: cvm-securit-mensal: the CRI/CRA classe member's Rendimentos, Amortizacoes and Rentabilidade

alter table cvm.securit_classe
  add column rendimentos numeric,
  add column amortizacoes numeric,
  add column rentabilidade numeric;
comment on column cvm.securit_classe.quantidade_certificados is 'Quantidade_Certificados: certificates of the class and series, as filed.';
comment on column cvm.securit_classe.valor_certificados is 'Valor_Certificados: the certificates'' value as filed (the securitizer''s curve); CVM publishes no dictionary saying whether it is per unit or the series total.';
comment on column cvm.securit_classe.rendimentos is 'Rendimentos: income (interest) paid in the month, as filed, BRL; NULL when blank (no payment filed), never 0.';
comment on column cvm.securit_classe.amortizacoes is 'Amortizacoes: principal amortised in the month, as filed, BRL; NULL when blank, never 0.';
comment on column cvm.securit_classe.rentabilidade is 'Rentabilidade: the return the securitizer filed for the month, as filed (no unit published); NULL when blank.';
