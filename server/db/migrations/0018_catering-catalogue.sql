CREATE TABLE "mc_customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"org_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_customer_kind_check" CHECK ("mc_customer"."kind" in ('internal', 'external'))
);
--> statement-breakpoint
CREATE TABLE "mc_item_form" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mc_item_form_price_check" CHECK ("mc_item_form"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mc_merchandise" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"photo_media_id" integer,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "mc_merchandise_price_check" CHECK ("mc_merchandise"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mc_merchandise_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mc_reserve_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"sys_no" integer DEFAULT 901 NOT NULL,
	"site_id" integer NOT NULL,
	"reservation_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"attendees" integer NOT NULL,
	"table_type_code" text,
	"video_line_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dining_type_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_id" integer,
	"applicant_user_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_phone" text DEFAULT '' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone,
	"arranged_at" timestamp with time zone,
	"served_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mc_reserve_order_range_check" CHECK ("mc_reserve_order"."end_at" > "mc_reserve_order"."start_at"),
	CONSTRAINT "mc_reserve_order_attendees_check" CHECK ("mc_reserve_order"."attendees" > 0),
	CONSTRAINT "mc_reserve_order_total_check" CHECK ("mc_reserve_order"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mc_reserve_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "mc_reserve_order_line_kind_check" CHECK ("mc_reserve_order_line"."kind" in ('merchandise', 'item', 'dining')),
	CONSTRAINT "mc_reserve_order_line_quantity_check" CHECK ("mc_reserve_order_line"."quantity" > 0),
	CONSTRAINT "mc_reserve_order_line_amount_check" CHECK ("mc_reserve_order_line"."unit_price_cents" >= 0 and "mc_reserve_order_line"."amount_cents" = "mc_reserve_order_line"."unit_price_cents" * "mc_reserve_order_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "mc_standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dining_type_code" text NOT NULL,
	"price_per_person_cents" integer NOT NULL,
	CONSTRAINT "mc_standard_price_check" CHECK ("mc_standard"."price_per_person_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mc_time_range" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dining_type_code" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "mc_time_range_order_check" CHECK ("mc_time_range"."end_time" > "mc_time_range"."start_time")
);
--> statement-breakpoint
ALTER TABLE "mc_customer" ADD CONSTRAINT "mc_customer_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_merchandise" ADD CONSTRAINT "mc_merchandise_category_id_mc_merchandise_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mc_merchandise_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_merchandise" ADD CONSTRAINT "mc_merchandise_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_reserve_order" ADD CONSTRAINT "mc_reserve_order_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_reserve_order" ADD CONSTRAINT "mc_reserve_order_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_reserve_order" ADD CONSTRAINT "mc_reserve_order_customer_id_mc_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."mc_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_reserve_order" ADD CONSTRAINT "mc_reserve_order_applicant_user_id_sys_user_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_reserve_order_line" ADD CONSTRAINT "mc_reserve_order_line_order_id_mc_reserve_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mc_reserve_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mc_customer_name_key" ON "mc_customer" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mc_item_form_parent_idx" ON "mc_item_form" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "mc_merchandise_category_idx" ON "mc_merchandise" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mc_merchandise_category_parent_idx" ON "mc_merchandise_category" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_reserve_order_no_key" ON "mc_reserve_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mc_reserve_order_status_idx" ON "mc_reserve_order" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "mc_reserve_order_site_idx" ON "mc_reserve_order" USING btree ("site_id","start_at");--> statement-breakpoint
CREATE INDEX "mc_reserve_order_applicant_idx" ON "mc_reserve_order" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "mc_reserve_order_line_order_idx" ON "mc_reserve_order_line" USING btree ("order_id");