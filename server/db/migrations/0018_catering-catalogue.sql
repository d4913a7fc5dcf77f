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
CREATE UNIQUE INDEX "mc_customer_name_key" ON "mc_customer" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mc_item_form_parent_idx" ON "mc_item_form" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "mc_merchandise_category_idx" ON "mc_merchandise" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mc_merchandise_category_parent_idx" ON "mc_merchandise_category" USING btree ("parent_id");