-- Calendar feed tokens are stored only as their hex SHA-256, so a copy of the database
-- does not reveal the feed addresses. Existing tokens are hashed in place: their addresses
-- keep working (found by hash) until their owner next asks for the address or resets it,
-- when a token derived from SERVER_SECRET and the new calendar_seed replaces them.
ALTER TABLE "sys_user" RENAME COLUMN "calendar_token" TO "calendar_token_hash";--> statement-breakpoint
ALTER TABLE "sys_user" DROP CONSTRAINT "sys_user_calendar_token_unique";--> statement-breakpoint
UPDATE "sys_user" SET "calendar_token_hash" = encode(sha256(convert_to("calendar_token_hash", 'UTF8')), 'hex') WHERE "calendar_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "calendar_seed" text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_calendar_token_hash_unique" UNIQUE("calendar_token_hash");
