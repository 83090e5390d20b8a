-- internal.financial_statement: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.financial_statement` in its COMMENT.
create domain internal.financial_statement as text
  check (value in ('bpa', 'bpp', 'dre', 'dra', 'dfc_md', 'dfc_mi', 'dva', 'dmpl'));

alter domain internal.financial_statement owner to api_owner;
comment on domain internal.financial_statement is 'A statement of a CVM DFP/ITR filing: bpa (balance sheet, assets), bpp (balance sheet, liabilities and equity), dre (income statement), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added), dmpl (changes in equity).';
