CREATE TABLE "dev_kind" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"icon" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dev_kind_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"capacity" integer DEFAULT 0 NOT NULL,
	"area_m2" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_device" (
	"site_id" integer NOT NULL,
	"dev_kind_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"remark" text,
	CONSTRAINT "site_device_site_id_dev_kind_id_pk" PRIMARY KEY("site_id","dev_kind_id"),
	CONSTRAINT "site_device_quantity_ck" CHECK ("site_device"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "site_instruction" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"scene_id" integer,
	"type" text NOT NULL,
	"content_cn" text NOT NULL,
	"content_en" text NOT NULL,
	"content_tc" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_instruction_target_ck" CHECK (("site_instruction"."site_id" is null) <> ("site_instruction"."scene_id" is null))
);
--> statement-breakpoint
CREATE TABLE "site_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_period_range_ck" CHECK ("class_period"."end_time" > "class_period"."start_time")
);
--> statement-breakpoint
CREATE TABLE "credit_breach" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score_at" integer NOT NULL,
	"barred_from" timestamp with time zone NOT NULL,
	"barred_until" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"score_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reservation_id" bigint,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"scene_id" integer,
	"initial_score" integer DEFAULT 100 NOT NULL,
	"no_show_points" integer DEFAULT 10 NOT NULL,
	"late_cancel_points" integer DEFAULT 5 NOT NULL,
	"threshold" integer DEFAULT 60 NOT NULL,
	"bar_days" integer DEFAULT 7 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_member" (
	"group_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_member_group_id_member_user_id_pk" PRIMARY KEY("group_id","member_user_id")
);
--> statement-breakpoint
CREATE TABLE "quota_override" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"user_id" integer,
	"org_id" integer,
	"amount" integer NOT NULL,
	"remark" text,
	CONSTRAINT "quota_override_subject_ck" CHECK (("quota_override"."user_id" is null) <> ("quota_override"."org_id" is null)),
	CONSTRAINT "quota_override_amount_ck" CHECK ("quota_override"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quota_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"scene_id" integer,
	"period" text NOT NULL,
	"unit" text NOT NULL,
	"amount" integer NOT NULL,
	"org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_rule_amount_ck" CHECK ("quota_rule"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_participant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" bigint NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text,
	"is_leader" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scene_id" integer,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"title_tc" text NOT NULL,
	"content_cn" text NOT NULL,
	"content_en" text NOT NULL,
	"content_tc" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"idents" text[] DEFAULT '{}'::text[] NOT NULL,
	"advance_days" integer DEFAULT 7 NOT NULL,
	"open_days_before" integer,
	"open_time" text,
	"min_minutes" integer DEFAULT 0 NOT NULL,
	"max_minutes" integer,
	"per_day" integer,
	"per_week" integer,
	"cancel_before_minutes" integer DEFAULT 0 NOT NULL,
	"late_cancel_minutes" integer DEFAULT 0 NOT NULL,
	"check_in_before_minutes" integer DEFAULT 15 NOT NULL,
	"check_in_after_minutes" integer DEFAULT 15 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"participants_min" integer DEFAULT 0 NOT NULL,
	"participants_max" integer,
	"hold_minutes" integer DEFAULT 5 NOT NULL,
	"allow_cross_day" boolean DEFAULT false NOT NULL,
	"max_cross_days" integer DEFAULT 7 NOT NULL,
	"waitlist" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_rule_lengths_ck" CHECK ("reserve_rule"."min_minutes" >= 0 and ("reserve_rule"."max_minutes" is null or "reserve_rule"."max_minutes" >= "reserve_rule"."min_minutes")),
	CONSTRAINT "reserve_rule_open_time_ck" CHECK ("reserve_rule"."open_time" is null or "reserve_rule"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "reserve_rule_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"scene_id" integer,
	"site_id" integer,
	CONSTRAINT "reserve_rule_binding_target_ck" CHECK (("reserve_rule_binding"."scene_id" is null) <> ("reserve_rule_binding"."site_id" is null))
);
--> statement-breakpoint
CREATE TABLE "site_hold" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"exclusive" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_hold_range_ck" CHECK ("site_hold"."end_at" > "site_hold"."start_at")
);
--> statement-breakpoint
CREATE TABLE "user_credit" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reservation_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entry_range_ck" CHECK ("waitlist_entry"."end_at" > "waitlist_entry"."start_at")
);
--> statement-breakpoint
CREATE TABLE "year_term" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "year_term_range_ck" CHECK ("year_term"."end_date" >= "year_term"."start_date")
);
--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "kind" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "agreements" jsonb;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_floor_id_floor_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_device" ADD CONSTRAINT "site_device_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_device" ADD CONSTRAINT "site_device_dev_kind_id_dev_kind_id_fk" FOREIGN KEY ("dev_kind_id") REFERENCES "public"."dev_kind"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_instruction" ADD CONSTRAINT "site_instruction_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_instruction" ADD CONSTRAINT "site_instruction_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_photo" ADD CONSTRAINT "site_photo_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_photo" ADD CONSTRAINT "site_photo_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_breach" ADD CONSTRAINT "credit_breach_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_breach" ADD CONSTRAINT "credit_breach_lifted_by_sys_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_rule" ADD CONSTRAINT "credit_rule_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_group" ADD CONSTRAINT "favorite_group_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_member" ADD CONSTRAINT "favorite_member_group_id_favorite_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."favorite_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_member" ADD CONSTRAINT "favorite_member_member_user_id_sys_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_override" ADD CONSTRAINT "quota_override_rule_id_quota_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."quota_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_override" ADD CONSTRAINT "quota_override_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_override" ADD CONSTRAINT "quota_override_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_rule" ADD CONSTRAINT "quota_rule_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_participant" ADD CONSTRAINT "reservation_participant_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_participant" ADD CONSTRAINT "reservation_participant_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_notice" ADD CONSTRAINT "reserve_notice_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_rule_binding" ADD CONSTRAINT "reserve_rule_binding_rule_id_reserve_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reserve_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_rule_binding" ADD CONSTRAINT "reserve_rule_binding_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_rule_binding" ADD CONSTRAINT "reserve_rule_binding_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hold" ADD CONSTRAINT "site_hold_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hold" ADD CONSTRAINT "site_hold_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credit" ADD CONSTRAINT "user_credit_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_floor_idx" ON "room" USING btree ("floor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_instruction_site_uq" ON "site_instruction" USING btree ("site_id","type") WHERE "site_instruction"."site_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "site_instruction_scene_uq" ON "site_instruction" USING btree ("scene_id","type") WHERE "site_instruction"."site_id" is null;--> statement-breakpoint
CREATE INDEX "site_photo_site_idx" ON "site_photo" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "credit_breach_user_idx" ON "credit_breach" USING btree ("user_id","barred_until");--> statement-breakpoint
CREATE INDEX "credit_record_user_idx" ON "credit_record" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_rule_scene_uq" ON "credit_rule" USING btree ("scene_id") WHERE "credit_rule"."scene_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_rule_default_uq" ON "credit_rule" USING btree (("scene_id" is null)) WHERE "credit_rule"."scene_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_group_name_uq" ON "favorite_group" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "quota_override_user_uq" ON "quota_override" USING btree ("rule_id","user_id") WHERE "quota_override"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quota_override_org_uq" ON "quota_override" USING btree ("rule_id","org_id") WHERE "quota_override"."org_id" is not null;--> statement-breakpoint
CREATE INDEX "reservation_participant_resv_idx" ON "reservation_participant" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_participant_user_idx" ON "reservation_participant" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_participant_leader_uq" ON "reservation_participant" USING btree ("reservation_id") WHERE "reservation_participant"."is_leader";--> statement-breakpoint
CREATE INDEX "reserve_notice_scene_idx" ON "reserve_notice" USING btree ("scene_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_rule_default_uq" ON "reserve_rule" USING btree ("is_default") WHERE "reserve_rule"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_rule_binding_scene_uq" ON "reserve_rule_binding" USING btree ("scene_id") WHERE "reserve_rule_binding"."site_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_rule_binding_site_uq" ON "reserve_rule_binding" USING btree ("site_id") WHERE "reserve_rule_binding"."site_id" is not null;--> statement-breakpoint
CREATE INDEX "site_hold_site_idx" ON "site_hold" USING btree ("site_id","start_at");--> statement-breakpoint
CREATE INDEX "site_hold_user_idx" ON "site_hold" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entry_site_idx" ON "waitlist_entry" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entry_user_idx" ON "waitlist_entry" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entry_waiting_uq" ON "waitlist_entry" USING btree ("site_id","user_id","start_at","end_at") WHERE "waitlist_entry"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "site" ADD CONSTRAINT "site_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_batch_idx" ON "reservation" USING btree ("batch_id");--> statement-breakpoint
-- Holds of one exclusive (single) site never overlap (schema/booking.ts siteHold). Expired
-- holds stay in the table until the next hold of the site deletes them under the site's
-- row lock; everything else ignores them.
ALTER TABLE "site_hold" ADD CONSTRAINT "site_hold_no_overlap"
  EXCLUDE USING gist (site_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&)
  WHERE (exclusive);
