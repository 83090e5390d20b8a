--! Previous: sha1:2579ddb9dbaace46807e1c7c302a9cc195025a32
--! Hash: sha1:ebe2a179253cd90b1c3a094be9642b01af996a30
--! Message: cvm.securit_classe: Valor_Certificados, Rendimentos and Amortizacoes read as series totals

-- the classe member's value and flows are read as series totals (evidence: api.portfolio_credit_returns' COMMENT)
comment on column cvm.securit_classe.valor_certificados is 'Valor_Certificados: the certificates'' value as filed (the securitizer''s curve), read as the series total (unit value x Quantidade_Certificados): CVM publishes no dictionary for it; the upstream service''s production figures (a unit value near 1,071 from this over the quantity) say so (api.portfolio_credit_returns'' COMMENT).';
comment on column cvm.securit_classe.rendimentos is 'Rendimentos: income (interest) paid in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank (no payment filed), never 0.';
comment on column cvm.securit_classe.amortizacoes is 'Amortizacoes: principal amortised in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank, never 0.';
