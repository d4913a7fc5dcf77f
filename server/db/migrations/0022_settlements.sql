CREATE TABLE "mc_catering_rule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"late_cancel_hours" integer DEFAULT 24 NOT NULL,
	"late_cancel_percent" smallint DEFAULT 50 NOT NULL,
	"no_show_percent" smallint DEFAULT 100 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "mc_catering_rule_singleton" CHECK ("mc_catering_rule"."id" = 1),
	CONSTRAINT "mc_catering_rule_values_check" CHECK ("mc_catering_rule"."late_cancel_hours" between 0 and 720 and "mc_catering_rule"."late_cancel_percent" between 0 and 100
        and "mc_catering_rule"."no_show_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "mc_settlement" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_no" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"period" text NOT NULL,
	"sequence" smallint DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"invoice_no" text,
	"invoice_date" date,
	"invoice_amount_cents" integer,
	"invoiced_at" timestamp with time zone,
	"invoiced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_settlement_kind_check" CHECK ("mc_settlement"."kind" in ('meeting', 'catering', 'summary')),
	CONSTRAINT "mc_settlement_state_check" CHECK ("mc_settlement"."state" in ('pending', 'confirmed', 'invoiced')),
	CONSTRAINT "mc_settlement_period_check" CHECK ("mc_settlement"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "mc_settlement_amount_check" CHECK ("mc_settlement"."amount_cents" >= 0 and "mc_settlement"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mc_settlement_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" text NOT NULL,
	"charge" text DEFAULT 'full' NOT NULL,
	"service_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_cents" integer NOT NULL,
	"percent" smallint DEFAULT 100 NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_settlement_item_source_check" CHECK ("mc_settlement_item"."source" in ('reserveOrder', 'foodDelivery', 'mealVoucher')),
	CONSTRAINT "mc_settlement_item_charge_check" CHECK ("mc_settlement_item"."charge" in ('full', 'lateCancel', 'noShow')),
	CONSTRAINT "mc_settlement_item_amount_check" CHECK ("mc_settlement_item"."percent" between 0 and 100 and "mc_settlement_item"."base_cents" >= 0 and "mc_settlement_item"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mc_catering_rule" ADD CONSTRAINT "mc_catering_rule_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_settlement" ADD CONSTRAINT "mc_settlement_customer_id_mc_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."mc_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_settlement" ADD CONSTRAINT "mc_settlement_confirmed_by_sys_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_settlement" ADD CONSTRAINT "mc_settlement_invoiced_by_sys_user_id_fk" FOREIGN KEY ("invoiced_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_settlement_item" ADD CONSTRAINT "mc_settlement_item_settlement_id_mc_settlement_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."mc_settlement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mc_settlement_no_key" ON "mc_settlement" USING btree ("settlement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_settlement_key" ON "mc_settlement" USING btree ("kind","customer_id","period","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_settlement_pending_key" ON "mc_settlement" USING btree ("kind","customer_id","period") WHERE "mc_settlement"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mc_settlement_period_idx" ON "mc_settlement" USING btree ("kind","period","state");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_settlement_item_source_key" ON "mc_settlement_item" USING btree ("kind","source","source_id");--> statement-breakpoint
CREATE INDEX "mc_settlement_item_settlement_idx" ON "mc_settlement_item" USING btree ("settlement_id");--> statement-breakpoint
INSERT INTO "mc_catering_rule" ("id") VALUES (1) ON CONFLICT DO NOTHING;
