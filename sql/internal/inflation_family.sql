-- internal.inflation_family: a value set the contract states, written once: the
-- families of api.inflation (p_family, and its family column).
create domain internal.inflation_family as text
  check (value in ('headline', 'core', 'classification', 'diffusion', 'group'));

alter domain internal.inflation_family owner to api_owner;
comment on domain internal.inflation_family is 'A family of inflation series: headline (IPCA, IPCA_12M, IPCA15), core (the central bank''s five cores), classification (monitored and free prices, tradables, durability, services), diffusion (share of items that rose), group (the nine expenditure groups).';
