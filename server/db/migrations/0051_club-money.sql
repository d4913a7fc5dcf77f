CREATE TABLE "sport_order_payment" (
	"reservation_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"amount_cents" integer NOT NULL,
	"method_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_payment_id" integer,
	"state" text DEFAULT 'paid' NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sport_order_payment_amount_chk" CHECK ("sport_order_payment"."amount_cents" > 0),
	CONSTRAINT "sport_order_payment_state_chk" CHECK ("sport_order_payment"."state" in ('paid','refunded')),
	CONSTRAINT "sport_order_payment_refund_chk" CHECK (("sport_order_payment"."state" = 'refunded') = ("sport_order_payment"."refund_payment_id" is not null and "sport_order_payment"."refunded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "club_payment" DROP CONSTRAINT "club_payment_item_kind_check";--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "penalty_id" integer;--> statement-breakpoint
ALTER TABLE "club_penalty_rule" ADD COLUMN "credit_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD COLUMN "credit_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_method_id_club_pay_method_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."club_pay_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_payment_id_club_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_refund_payment_id_club_payment_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_order_payment" ADD CONSTRAINT "sport_order_payment_paid_by_sys_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_penalty_id_club_penalty_id_fk" FOREIGN KEY ("penalty_id") REFERENCES "public"."club_penalty"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD CONSTRAINT "club_penalty_payment_id_club_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_record_penalty_idx" ON "credit_record" USING btree ("penalty_id");--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_one_source_chk" CHECK (num_nonnulls("credit_record"."reservation_id", "credit_record"."penalty_id") <= 1);--> statement-breakpoint
ALTER TABLE "club_payment" ADD CONSTRAINT "club_payment_item_kind_check" CHECK ("club_payment"."item_kind" in ('card','class','private','training','other','site','penalty'));--> statement-breakpoint
ALTER TABLE "club_penalty_rule" ADD CONSTRAINT "club_penalty_rule_credit_chk" CHECK ("club_penalty_rule"."credit_points" between 0 and 1000);--> statement-breakpoint
-- A sport order paid at the desk: the button of the cashier desk (server/db/seed-menus.ts), granted to the
-- administrators, for databases seeded before.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", 'fitness-sportOrder-pay', '', 2, 'fitness:sportOrder:pay', '场地订单收款', 'Take a site order’s payment', '場地訂單收款', NULL, 2, 0
FROM "sys_menu" "parent"
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = 'fitness:cashier:page'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = 'fitness:sportOrder:pay');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue' AND "menu"."permission" = 'fitness:sportOrder:pay'
ON CONFLICT DO NOTHING;
