CREATE TABLE "club_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"state" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"activate_by" date,
	"uses_left" integer,
	"value_left_cents" integer,
	"frozen_from" date,
	"frozen_until" date,
	"transfers" integer DEFAULT 0 NOT NULL,
	"leaves" integer DEFAULT 0 NOT NULL,
	"leave_days" integer DEFAULT 0 NOT NULL,
	"renewed_from_id" integer,
	"transferred_from_id" integer,
	"price_paid_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_uses_check" CHECK (coalesce("club_card"."uses_left", 0) >= 0),
	CONSTRAINT "club_card_value_check" CHECK (coalesce("club_card"."value_left_cents", 0) >= 0),
	CONSTRAINT "club_card_range_check" CHECK ("club_card"."ends_on" is null or "club_card"."starts_on" is null or "club_card"."ends_on" >= "club_card"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "club_card_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"days" integer,
	"uses" integer,
	"ends_before" date,
	"ends_after" date,
	"state_before" text,
	"state_after" text NOT NULL,
	"from_on" date,
	"to_on" date,
	"reason" text DEFAULT '' NOT NULL,
	"other_card_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_event_kind_check" CHECK ("club_card_event"."kind" in ('buy','activate','renew','upgrade','transfer','delay','leave','resume','refund','use','credit','expire'))
);
--> statement-breakpoint
CREATE TABLE "club_card_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"valid_days" integer,
	"uses" integer,
	"week_cap" integer,
	"month_cap" integer,
	"value_cents" integer,
	"activation" text DEFAULT 'purchase' NOT NULL,
	"activation_deadline_days" integer,
	"admits" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_type_price_check" CHECK ("club_card_type"."price_cents" >= 0),
	CONSTRAINT "club_card_type_entitlement_check" CHECK ("club_card_type"."valid_days" is not null or "club_card_type"."uses" is not null or "club_card_type"."value_cents" is not null),
	CONSTRAINT "club_card_type_positive_check" CHECK (coalesce("club_card_type"."valid_days", 1) > 0 and coalesce("club_card_type"."uses", 1) > 0 and coalesce("club_card_type"."week_cap", 1) > 0
        and coalesce("club_card_type"."month_cap", 1) > 0 and coalesce("club_card_type"."value_cents", 0) >= 0),
	CONSTRAINT "club_card_type_activation_check" CHECK ("club_card_type"."activation" in ('purchase', 'firstVisit'))
);
--> statement-breakpoint
CREATE TABLE "club_pay_method" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_pay_method_kind_check" CHECK ("club_pay_method"."kind" in ('cash','bankCard','transfer','storedValue'))
);
--> statement-breakpoint
CREATE TABLE "club_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method_id" integer NOT NULL,
	"item" text NOT NULL,
	"card_id" integer,
	"event_id" integer,
	"user_id" integer NOT NULL,
	"staff_user_id" integer,
	"provider" text DEFAULT 'manual' NOT NULL,
	"provider_ref" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_payment_kind_check" CHECK ("club_payment"."kind" in ('sale','refund')),
	CONSTRAINT "club_payment_amount_check" CHECK ("club_payment"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_card" ADD CONSTRAINT "club_card_type_id_club_card_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_card_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card" ADD CONSTRAINT "club_card_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card" ADD CONSTRAINT "club_card_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_event" ADD CONSTRAINT "club_card_event_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_method_id_club_pay_method_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."club_pay_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_event_id_club_card_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."club_card_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_card_no_key" ON "club_card" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "club_card_user_idx" ON "club_card" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "club_card_frozen_idx" ON "club_card" USING btree ("frozen_until") WHERE "club_card"."state" = 'frozen';--> statement-breakpoint
CREATE INDEX "club_card_event_card_idx" ON "club_card_event" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "club_card_event_kind_idx" ON "club_card_event" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_card_type_name_key" ON "club_card_type" USING btree ("name_cn");--> statement-breakpoint
CREATE UNIQUE INDEX "club_pay_method_code_key" ON "club_pay_method" USING btree ("code");--> statement-breakpoint
CREATE INDEX "club_payment_card_idx" ON "club_payment" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "club_payment_at_idx" ON "club_payment" USING btree ("at");--> statement-breakpoint
-- The payment methods the club starts with (/payConfig edits them); staff record each payment.
INSERT INTO "club_pay_method" ("code", "name_cn", "name_en", "name_tc", "kind", "sort") VALUES
  ('cash', '现金', 'Cash', '現金', 'cash', 1),
  ('bankCard', '银行卡', 'Bank card', '銀行卡', 'bankCard', 2),
  ('transfer', '转账', 'Bank transfer', '轉帳', 'transfer', 3),
  ('storedValue', '储值', 'Stored value', '儲值', 'storedValue', 4);
--> statement-breakpoint
-- The membership-card pages of the back office for databases seeded before them (a fresh database gets them from
-- server/db/seed-menus.ts): the folder after the venue application's top-level menus, its pages, their buttons,
-- all granted to the administrators.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', NULL, 'fitnessCards', '/fitnessCards', 0, NULL, '会员卡', 'Membership cards', '會員卡', 'card',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL), 0
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."path" = '/fitnessCards');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", 'list', "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('card', '/card', 'fitness:cardType:page', '会员卡类型', 'Card types', '會員卡類型', 0),
  ('memberShip', '/memberShip', 'fitness:card:page', '会员卡管理', 'Members’ cards', '會員卡管理', 1),
  ('buyCardLog', '/buyCardLog', 'fitness:cardLog:page', '会员卡操作记录', 'Card operations', '會員卡操作記錄', 2),
  ('buyCardRecord', '/buyCardRecord', 'fitness:payment:page', '收退款流水', 'Payments', '收退款流水', 3),
  ('payConfig', '/payConfig', 'fitness:payConfig:page', '支付方式', 'Payment methods', '支付方式', 4)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."path" = '/fitnessCards' AND "folder"."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "page"."id", replace("button"."permission", ':', '-'), '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, 0, 0
FROM "sys_menu" "page", (VALUES
  ('/card', 'fitness:cardType:add', '新增', 'Add', '新增'),
  ('/card', 'fitness:cardType:edit', '编辑', 'Edit', '編輯'),
  ('/memberShip', 'fitness:card:buy', '售卡', 'Sell a card', '售卡'),
  ('/memberShip', 'fitness:card:activate', '激活', 'Activate', '啟用'),
  ('/memberShip', 'fitness:card:renew', '续卡', 'Renew', '續卡'),
  ('/memberShip', 'fitness:card:upgrade', '升级', 'Upgrade', '升級'),
  ('/memberShip', 'fitness:card:transfer', '转让', 'Transfer', '轉讓'),
  ('/memberShip', 'fitness:card:delay', '延期', 'Extend', '延期'),
  ('/memberShip', 'fitness:card:leave', '请假', 'Leave', '請假'),
  ('/memberShip', 'fitness:card:resume', '销假', 'Resume', '銷假'),
  ('/memberShip', 'fitness:card:refund', '退卡', 'Refund', '退卡'),
  ('/memberShip', 'fitness:card:credit', '充值', 'Top up', '儲值'),
  ('/memberShip', 'fitness:card:use', '登记到店', 'Record a visit', '登記到店'),
  ('/payConfig', 'fitness:payConfig:add', '新增', 'Add', '新增'),
  ('/payConfig', 'fitness:payConfig:edit', '编辑', 'Edit', '編輯')
) AS "button" ("path", "permission", "title_cn", "title_en", "title_tc")
WHERE "page"."app_code" = 'venue' AND "page"."path" = "button"."path" AND "page"."type" = 1
  AND "page"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "path" = '/fitnessCards')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "b" WHERE "b"."parent_id" = "page"."id" AND "b"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."path" = '/fitnessCards'
    OR "menu"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "path" = '/fitnessCards')
    OR "menu"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "path" = '/fitnessCards')))
ON CONFLICT DO NOTHING;
