CREATE TABLE "mc_applicant_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mc_food_delivery_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_phone" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"delivery_date" date NOT NULL,
	"time_range_id" integer NOT NULL,
	"time_range_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"delivering_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mc_food_delivery_order_total_check" CHECK ("mc_food_delivery_order"."total_cents" >= 0),
	CONSTRAINT "mc_food_delivery_order_state_check" CHECK ("mc_food_delivery_order"."state" in ('submitted', 'audited', 'rejected', 'deliveryInProgress', 'delivered', 'confirmed',
        'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "mc_food_delivery_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchandise_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "mc_food_delivery_order_line_quantity_check" CHECK ("mc_food_delivery_order_line"."quantity" > 0),
	CONSTRAINT "mc_food_delivery_order_line_amount_check" CHECK ("mc_food_delivery_order_line"."unit_price_cents" >= 0 and "mc_food_delivery_order_line"."amount_cents" = "mc_food_delivery_order_line"."unit_price_cents" * "mc_food_delivery_order_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "mc_order_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cutoff_kind" text NOT NULL,
	"cutoff_minutes" integer DEFAULT 0 NOT NULL,
	"cutoff_time" text DEFAULT '17:00' NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_order_rule_kind_check" CHECK ("mc_order_rule"."cutoff_kind" in ('minutesBefore', 'dayBefore')),
	CONSTRAINT "mc_order_rule_amount_check" CHECK ("mc_order_rule"."min_amount_cents" >= 0 and "mc_order_rule"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mc_applicant_info" ADD CONSTRAINT "mc_applicant_info_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_food_delivery_order" ADD CONSTRAINT "mc_food_delivery_order_applicant_user_id_sys_user_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_food_delivery_order" ADD CONSTRAINT "mc_food_delivery_order_customer_id_mc_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."mc_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_food_delivery_order" ADD CONSTRAINT "mc_food_delivery_order_time_range_id_mc_time_range_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."mc_time_range"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_food_delivery_order_line" ADD CONSTRAINT "mc_food_delivery_order_line_order_id_mc_food_delivery_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mc_food_delivery_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_food_delivery_order_line" ADD CONSTRAINT "mc_food_delivery_order_line_merchandise_id_mc_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."mc_merchandise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mc_applicant_info_user_idx" ON "mc_applicant_info" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_applicant_info_default_key" ON "mc_applicant_info" USING btree ("user_id") WHERE "mc_applicant_info"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "mc_food_delivery_order_no_key" ON "mc_food_delivery_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mc_food_delivery_order_state_idx" ON "mc_food_delivery_order" USING btree ("state","deliver_at");--> statement-breakpoint
CREATE INDEX "mc_food_delivery_order_applicant_idx" ON "mc_food_delivery_order" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "mc_food_delivery_order_line_order_idx" ON "mc_food_delivery_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_order_rule_enabled_key" ON "mc_order_rule" USING btree ("status") WHERE "mc_order_rule"."status" = 0;