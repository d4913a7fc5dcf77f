ALTER TABLE "club_card_type" ADD COLUMN "inner_price_cents" integer;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "refund_of_id" integer;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_refund_of_id_club_payment_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_payment_refund_of_idx" ON "club_payment" USING btree ("refund_of_id");--> statement-breakpoint
ALTER TABLE "club_card_type" ADD CONSTRAINT "club_card_type_inner_price_check" CHECK ("club_card_type"."inner_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_refund_of_check" CHECK ("club_payment"."refund_of_id" is null or "club_payment"."kind" = 'refund');--> statement-breakpoint
-- A desk item's refund: the button of the cashier desk (server/db/seed-menus.ts), granted to the administrators,
-- for databases seeded before.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", 'fitness-cashier-refund', '', 2, 'fitness:cashier:refund', '退款', 'Refund', '退款', NULL, 1, 0
FROM "sys_menu" "parent"
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = 'fitness:cashier:page'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = 'fitness:cashier:refund');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue' AND "menu"."permission" = 'fitness:cashier:refund'
ON CONFLICT DO NOTHING;
