--! Previous: sha1:5c05aeb6bda9e0c0085367f580d4c5b5c5b42ee4
--! Hash: sha1:24b25041565343c4af75d510b46cd306180341f3
--! Message: Statistics on the board api.quotes derives from tpmerc

-- Statistics on the board api.quotes derives from tpmerc, so quote_history's adjusted-close join is planned on a year's rows, not one
create statistics b3.cotahist_board on (case tpmerc when '010' then 'cash' else 'odd_lot' end) from b3.cotahist;
analyze b3.cotahist;
