-- cvm.fidc_portfolio_item: the FIDC report's portfolio tabs in one long shape for
-- fidc_portfolio: tab II by sector (a hierarchy: code, parent), tab X by SCR grade,
-- graded by debtor and by operation, and its tax debt, and tab X_7's guarantees
-- (value and percent as filed). One row per filed tab row and item, blanks NULL;
-- a month without the tab has no rows. kind_ord and ord give the served order.
-- Plain UNION ALL, no WITH, so a caller's cnpj and date filters reach each table's key.
create or replace view cvm.fidc_portfolio_item as
  select t.cnpj, t.reference_date, t.fund_type, 1 as kind_ord, 'sector'::text as kind, b.ord, b.code, b.parent, b.item, b.value, null::numeric as pct
  from cvm.fidc_tab_ii t
  cross join lateral (
    values
        (1, 'TOTAL', null, 'TAB_II_VL_CARTEIRA', t.tab_ii_vl_carteira),
        (2, 'A', null, 'TAB_II_A_VL_INDUST', t.tab_ii_a_vl_indust),
        (3, 'B', null, 'TAB_II_B_VL_IMOBIL', t.tab_ii_b_vl_imobil),
        (4, 'C', null, 'TAB_II_C_VL_COMERC', t.tab_ii_c_vl_comerc),
        (5, 'C1', 'C', 'TAB_II_C1_VL_COMERC', t.tab_ii_c1_vl_comerc),
        (6, 'C2', 'C', 'TAB_II_C2_VL_VAREJO', t.tab_ii_c2_vl_varejo),
        (7, 'C3', 'C', 'TAB_II_C3_VL_ARREND', t.tab_ii_c3_vl_arrend),
        (8, 'D', null, 'TAB_II_D_VL_SERV', t.tab_ii_d_vl_serv),
        (9, 'D1', 'D', 'TAB_II_D1_VL_SERV', t.tab_ii_d1_vl_serv),
        (10, 'D2', 'D', 'TAB_II_D2_VL_SERV_PUBLICO', t.tab_ii_d2_vl_serv_publico),
        (11, 'D3', 'D', 'TAB_II_D3_VL_SERV_EDUC', t.tab_ii_d3_vl_serv_educ),
        (12, 'D4', 'D', 'TAB_II_D4_VL_ENTRET', t.tab_ii_d4_vl_entret),
        (13, 'E', null, 'TAB_II_E_VL_AGRONEG', t.tab_ii_e_vl_agroneg),
        (14, 'F', null, 'TAB_II_F_VL_FINANC', t.tab_ii_f_vl_financ),
        (15, 'F1', 'F', 'TAB_II_F1_VL_CRED_PESSOA', t.tab_ii_f1_vl_cred_pessoa),
        (16, 'F2', 'F', 'TAB_II_F2_VL_CRED_PESSOA_CONSIG', t.tab_ii_f2_vl_cred_pessoa_consig),
        (17, 'F3', 'F', 'TAB_II_F3_VL_CRED_CORP', t.tab_ii_f3_vl_cred_corp),
        (18, 'F4', 'F', 'TAB_II_F4_VL_MIDMARKET', t.tab_ii_f4_vl_midmarket),
        (19, 'F5', 'F', 'TAB_II_F5_VL_VEICULO', t.tab_ii_f5_vl_veiculo),
        (20, 'F6', 'F', 'TAB_II_F6_VL_IMOBIL_EMPRESA', t.tab_ii_f6_vl_imobil_empresa),
        (21, 'F7', 'F', 'TAB_II_F7_VL_IMOBIL_RESID', t.tab_ii_f7_vl_imobil_resid),
        (22, 'F8', 'F', 'TAB_II_F8_VL_OUTRO', t.tab_ii_f8_vl_outro),
        (23, 'G', null, 'TAB_II_G_VL_CREDITO', t.tab_ii_g_vl_credito),
        (24, 'H', null, 'TAB_II_H_VL_FACTOR', t.tab_ii_h_vl_factor),
        (25, 'H1', 'H', 'TAB_II_H1_VL_PESSOA', t.tab_ii_h1_vl_pessoa),
        (26, 'H2', 'H', 'TAB_II_H2_VL_CORP', t.tab_ii_h2_vl_corp),
        (27, 'I', null, 'TAB_II_I_VL_SETOR_PUBLICO', t.tab_ii_i_vl_setor_publico),
        (28, 'I1', 'I', 'TAB_II_I1_VL_PRECAT', t.tab_ii_i1_vl_precat),
        (29, 'I2', 'I', 'TAB_II_I2_VL_TRIBUT', t.tab_ii_i2_vl_tribut),
        (30, 'I3', 'I', 'TAB_II_I3_VL_ROYALTIES', t.tab_ii_i3_vl_royalties),
        (31, 'I4', 'I', 'TAB_II_I4_VL_OUTRO', t.tab_ii_i4_vl_outro),
        (32, 'J', null, 'TAB_II_J_VL_JUDICIAL', t.tab_ii_j_vl_judicial),
        (33, 'K', null, 'TAB_II_K_VL_MARCA', t.tab_ii_k_vl_marca)
  ) as b(ord, code, parent, item, value)
  union all
  select t.cnpj, t.reference_date, t.fund_type, b.kind_ord, b.kind, b.ord, b.code, null::text, b.item, b.value, null::numeric
  from cvm.fidc_tab_x t
  cross join lateral (
    values
        (2, 'scr_debtor', 1, 'AA', 'TAB_X_SCR_RISCO_DEVEDOR_AA', t.tab_x_scr_risco_devedor_aa),
        (2, 'scr_debtor', 2, 'A', 'TAB_X_SCR_RISCO_DEVEDOR_A', t.tab_x_scr_risco_devedor_a),
        (2, 'scr_debtor', 3, 'B', 'TAB_X_SCR_RISCO_DEVEDOR_B', t.tab_x_scr_risco_devedor_b),
        (2, 'scr_debtor', 4, 'C', 'TAB_X_SCR_RISCO_DEVEDOR_C', t.tab_x_scr_risco_devedor_c),
        (2, 'scr_debtor', 5, 'D', 'TAB_X_SCR_RISCO_DEVEDOR_D', t.tab_x_scr_risco_devedor_d),
        (2, 'scr_debtor', 6, 'E', 'TAB_X_SCR_RISCO_DEVEDOR_E', t.tab_x_scr_risco_devedor_e),
        (2, 'scr_debtor', 7, 'F', 'TAB_X_SCR_RISCO_DEVEDOR_F', t.tab_x_scr_risco_devedor_f),
        (2, 'scr_debtor', 8, 'G', 'TAB_X_SCR_RISCO_DEVEDOR_G', t.tab_x_scr_risco_devedor_g),
        (2, 'scr_debtor', 9, 'H', 'TAB_X_SCR_RISCO_DEVEDOR_H', t.tab_x_scr_risco_devedor_h),
        (3, 'scr_operation', 1, 'AA', 'TAB_X_SCR_RISCO_OPER_AA', t.tab_x_scr_risco_oper_aa),
        (3, 'scr_operation', 2, 'A', 'TAB_X_SCR_RISCO_OPER_A', t.tab_x_scr_risco_oper_a),
        (3, 'scr_operation', 3, 'B', 'TAB_X_SCR_RISCO_OPER_B', t.tab_x_scr_risco_oper_b),
        (3, 'scr_operation', 4, 'C', 'TAB_X_SCR_RISCO_OPER_C', t.tab_x_scr_risco_oper_c),
        (3, 'scr_operation', 5, 'D', 'TAB_X_SCR_RISCO_OPER_D', t.tab_x_scr_risco_oper_d),
        (3, 'scr_operation', 6, 'E', 'TAB_X_SCR_RISCO_OPER_E', t.tab_x_scr_risco_oper_e),
        (3, 'scr_operation', 7, 'F', 'TAB_X_SCR_RISCO_OPER_F', t.tab_x_scr_risco_oper_f),
        (3, 'scr_operation', 8, 'G', 'TAB_X_SCR_RISCO_OPER_G', t.tab_x_scr_risco_oper_g),
        (3, 'scr_operation', 9, 'H', 'TAB_X_SCR_RISCO_OPER_H', t.tab_x_scr_risco_oper_h),
        (4, 'tax_debt', 1, 'TOTAL', 'TAB_X_DEBITO_TRIBUT', t.tab_x_debito_tribut)
  ) as b(kind_ord, kind, ord, code, item, value)
  union all
  select t.cnpj, t.reference_date, t.fund_type, 5, 'guarantees', 1, 'TOTAL', null::text, 'TAB_X_VL_GARANTIA_DIRCRED', t.tab_x_vl_garantia_dircred, t.tab_x_pr_garantia_dircred
  from cvm.fidc_tab_x_7 t;

alter view cvm.fidc_portfolio_item owner to api_owner;
comment on view cvm.fidc_portfolio_item is 'FIDC portfolio tabs long: kind sector (tab II, code TOTAL, A..K or a numbered member with its parent letter), scr_debtor and scr_operation (tab X, code = grade AA..H), tax_debt (tab X, code TOTAL), guarantees (tab X_7, code TOTAL, pct = the filed percent). value and pct as filed, NULL when blank; item = the source column.';
