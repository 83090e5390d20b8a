--! Previous: sha1:d6b6ef17988eff420ca09417833194ec24528404
--! Hash: sha1:984de57dd7b7b18875b25de9bdaa0021b72d9941
--! Message: b3.fnet_document: an index on the delivery time

-- the delivery window of fund_restatements without a fund and of screen_restatements
create index fnet_document_delivered on b3.fnet_document (data_entrega);
