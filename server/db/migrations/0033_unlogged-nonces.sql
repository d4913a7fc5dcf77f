-- The replay guard's nonces need no crash safety worth a WAL write per signed request (reads included): an
-- unlogged table is written without WAL and emptied only after a crash (server/plugins/replay-table.ts).
ALTER TABLE "api_nonce" SET UNLOGGED;
