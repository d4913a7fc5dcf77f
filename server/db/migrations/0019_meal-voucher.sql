CREATE TABLE "mc_meal_voucher" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"application_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mc_meal_voucher_state_check" CHECK ("mc_meal_voucher"."state" in ('issued', 'redeemed', 'expired', 'void')),
	CONSTRAINT "mc_meal_voucher_settled_check" CHECK ("mc_meal_voucher"."settled_at" is null or "mc_meal_voucher"."state" = 'redeemed')
);
--> statement-breakpoint
CREATE TABLE "mc_meal_voucher_app" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone,
	"finance_audited_at" timestamp with time zone,
	"life_science_audited_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"distributed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mc_meal_voucher_app_range_check" CHECK ("mc_meal_voucher_app"."valid_to" >= "mc_meal_voucher_app"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "mc_meal_voucher_person" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity_per_day" integer NOT NULL,
	CONSTRAINT "mc_meal_voucher_person_quantity_check" CHECK ("mc_meal_voucher_person"."quantity_per_day" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "mc_meal_voucher_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_meal_voucher_task_state_check" CHECK ("mc_meal_voucher_task"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mc_ticket_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"dining_type_code" text NOT NULL,
	"price_cents" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_ticket_type_price_check" CHECK ("mc_ticket_type"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mc_meal_voucher" ADD CONSTRAINT "mc_meal_voucher_application_id_mc_meal_voucher_app_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."mc_meal_voucher_app"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher" ADD CONSTRAINT "mc_meal_voucher_person_id_mc_meal_voucher_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."mc_meal_voucher_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher" ADD CONSTRAINT "mc_meal_voucher_ticket_type_id_mc_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."mc_ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher" ADD CONSTRAINT "mc_meal_voucher_redeemed_by_sys_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_app" ADD CONSTRAINT "mc_meal_voucher_app_customer_id_mc_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."mc_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_app" ADD CONSTRAINT "mc_meal_voucher_app_applicant_user_id_sys_user_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_person" ADD CONSTRAINT "mc_meal_voucher_person_application_id_mc_meal_voucher_app_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."mc_meal_voucher_app"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_person" ADD CONSTRAINT "mc_meal_voucher_person_ticket_type_id_mc_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."mc_ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_task" ADD CONSTRAINT "mc_meal_voucher_task_application_id_mc_meal_voucher_app_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."mc_meal_voucher_app"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_meal_voucher_task" ADD CONSTRAINT "mc_meal_voucher_task_person_id_mc_meal_voucher_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."mc_meal_voucher_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mc_meal_voucher_code_key" ON "mc_meal_voucher" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_person_idx" ON "mc_meal_voucher" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_app_idx" ON "mc_meal_voucher" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_redeemed_idx" ON "mc_meal_voucher" USING btree ("state","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_meal_voucher_app_no_key" ON "mc_meal_voucher_app" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_app_state_idx" ON "mc_meal_voucher_app" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_app_applicant_idx" ON "mc_meal_voucher_app" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_person_app_idx" ON "mc_meal_voucher_person" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_meal_voucher_task_person_key" ON "mc_meal_voucher_task" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_task_due_idx" ON "mc_meal_voucher_task" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mc_meal_voucher_task_app_idx" ON "mc_meal_voucher_task" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_ticket_type_name_key" ON "mc_ticket_type" USING btree ("name_cn");