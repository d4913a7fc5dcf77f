CREATE TABLE "club_day_close" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"totals" jsonb NOT NULL,
	"sales_cents" integer NOT NULL,
	"refunds_cents" integer NOT NULL,
	"expected_cash_cents" integer NOT NULL,
	"counted_cash_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_pay_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "club_pay_order_state_check" CHECK ("club_pay_order"."state" in ('pending','paid'))
);
--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "org_id" integer;--> statement-breakpoint
UPDATE "club_payment" SET "org_id" = (SELECT "org_id" FROM "sys_user" WHERE "sys_user"."id" = "club_payment"."user_id");--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "business_day" date;--> statement-breakpoint
-- Rows recorded before: their business day is the campus day of their time, their organisation the member's.
UPDATE "club_payment" SET "business_day" = ("at" AT TIME ZONE 'Asia/Shanghai')::date;--> statement-breakpoint
ALTER TABLE "club_payment" ALTER COLUMN "business_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "item_kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "club_day_close" ADD CONSTRAINT "club_day_close_staff_user_id_sys_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_pay_order" ADD CONSTRAINT "club_pay_order_payment_id_club_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_day_close_day_key" ON "club_day_close" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "club_pay_order_no_key" ON "club_pay_order" USING btree ("order_no");--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_payment_day_idx" ON "club_payment" USING btree ("business_day","item_kind");--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_item_kind_check" CHECK ("club_payment"."item_kind" in ('card','class','private','training','other'));--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_quantity_check" CHECK ("club_payment"."quantity" > 0);--> statement-breakpoint
-- The back office's "Cashier" folder with its pages, buttons and the administrators' grant, for databases
-- seeded before (a fresh database gets them from server/db/seed-menus.ts). Every statement does nothing before
-- the seed has run, and nothing the second time.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', NULL, 'fitnessCashier', '/clubCashier', 0, NULL, '收银', 'Cashier', '收銀', 'apps',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL), 0
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."name" = 'fitnessCashier');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", 'list', "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('cashier', '/cashier', 'fitness:cashier:page', '收银台', 'Cashier desk', '收銀台', 0),
  ('cashierCopy', '/cashierCopy', NULL, '小票补打', 'Receipt copies', '小票補打', 1),
  ('financeLog', '/financeLog', 'fitness:ledger:page', '财务流水', 'Ledger', '財務流水', 2),
  ('financeDetailLog', '/financeDetailLog', NULL, '财务明细', 'Ledger details', '財務明細', 3),
  ('refundRecord', '/refundRecord', NULL, '退款记录', 'Refunds', '退款記錄', 4),
  ('dayClose', '/dayClose', 'fitness:dayClose:page', '日结', 'Daily close', '日結', 5),
  ('incomeStatistics', '/incomeStatistics', 'fitness:income:page', '收入统计', 'Income', '收入統計', 6),
  ('incomeStatisticsVip', '/incomeStatisticsVip', NULL, '会员卡收入', 'Card income', '會員卡收入', 7),
  ('incomeStatisticsPrivate', '/incomeStatisticsPrivate', NULL, '私教收入', 'Private session income', '私教收入', 8),
  ('incomeStatisticsGroup', '/incomeStatisticsGroup', NULL, '团课收入', 'Group class income', '團課收入', 9),
  ('sellclassStatistics', '/sellclassStatistics', 'fitness:classSale:page', '售课统计', 'Class sales', '售課統計', 10),
  ('sellclassDetail', '/sellclassDetail', NULL, '售课明细', 'Class sale details', '售課明細', 11),
  ('gotoclassStatistics', '/gotoclassStatistics', 'fitness:attendance:page', '上课统计', 'Class attendance', '上課統計', 12),
  ('gotoclassDetail', '/gotoclassDetail', NULL, '上课明细', 'Attendance details', '上課明細', 13)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessCashier'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-cashier-sell', 'fitness:cashier:page', 'fitness:cashier:sell', '销售', 'Sell', '銷售', 0),
  ('fitness-dayClose-close', 'fitness:dayClose:page', 'fitness:dayClose:close', '关闭', 'Close', '關閉', 0)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."name" = 'fitnessCashier'
    OR "menu"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "name" = 'fitnessCashier')
    OR "menu"."permission" IN ('fitness:cashier:sell', 'fitness:dayClose:close'))
ON CONFLICT DO NOTHING;
