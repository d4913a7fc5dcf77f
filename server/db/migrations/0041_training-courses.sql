CREATE TABLE "club_train_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"status" text NOT NULL,
	"marked_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_attendance_status_check" CHECK ("club_train_attendance"."status" in ('present', 'absent', 'leave'))
);
--> statement-breakpoint
CREATE TABLE "club_train_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state_before" text,
	"state_after" text NOT NULL,
	"actor_user_id" integer,
	"session_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_event_kind_check" CHECK ("club_train_event"."kind" in ('register', 'confirm', 'reject', 'withdraw', 'complete', 'leave', 'attendance', 'makeup'))
);
--> statement-breakpoint
CREATE TABLE "club_train_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"coach_id" integer,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"reg_opens_on" date NOT NULL,
	"reg_closes_on" date NOT NULL,
	"token_cap" integer DEFAULT 2 NOT NULL,
	"token_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_group_check" CHECK ("club_train_group"."ends_on" >= "club_train_group"."starts_on" and "club_train_group"."reg_closes_on" >= "club_train_group"."reg_opens_on" and "club_train_group"."capacity" > 0
        and "club_train_group"."price_cents" >= 0 and "club_train_group"."token_cap" >= 0 and coalesce("club_train_group"."token_days", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "club_train_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_registration_state_check" CHECK ("club_train_registration"."state" in ('pending', 'confirmed', 'rejected', 'withdrawn', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "club_train_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"on" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	CONSTRAINT "club_train_session_time_check" CHECK ("club_train_session"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "club_train_session"."ends_at" ~ '^[0-2][0-9]:[0-5][0-9]$'
        and "club_train_session"."ends_at" > "club_train_session"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "club_train_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"source_session_id" integer NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"expires_on" date NOT NULL,
	"makeup_session_id" integer,
	"makeup_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_token_state_check" CHECK ("club_train_token"."state" in ('available', 'pending', 'used', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "club_train_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sessions" integer NOT NULL,
	"capacity" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_type_numbers_check" CHECK ("club_train_type"."price_cents" >= 0 and "club_train_type"."sessions" > 0 and "club_train_type"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD CONSTRAINT "club_train_attendance_session_id_club_train_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."club_train_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD CONSTRAINT "club_train_attendance_registration_id_club_train_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."club_train_registration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_event" ADD CONSTRAINT "club_train_event_registration_id_club_train_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."club_train_registration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_group" ADD CONSTRAINT "club_train_group_type_id_club_train_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_train_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_group" ADD CONSTRAINT "club_train_group_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_registration" ADD CONSTRAINT "club_train_registration_group_id_club_train_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."club_train_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_registration" ADD CONSTRAINT "club_train_registration_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_registration" ADD CONSTRAINT "club_train_registration_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_registration" ADD CONSTRAINT "club_train_registration_payment_id_club_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."club_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_session" ADD CONSTRAINT "club_train_session_group_id_club_train_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."club_train_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_token" ADD CONSTRAINT "club_train_token_registration_id_club_train_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."club_train_registration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_token" ADD CONSTRAINT "club_train_token_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_token" ADD CONSTRAINT "club_train_token_type_id_club_train_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_train_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_token" ADD CONSTRAINT "club_train_token_source_session_id_club_train_session_id_fk" FOREIGN KEY ("source_session_id") REFERENCES "public"."club_train_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_train_token" ADD CONSTRAINT "club_train_token_makeup_session_id_club_train_session_id_fk" FOREIGN KEY ("makeup_session_id") REFERENCES "public"."club_train_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_train_attendance_key" ON "club_train_attendance" USING btree ("session_id","registration_id");--> statement-breakpoint
CREATE INDEX "club_train_attendance_registration_idx" ON "club_train_attendance" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "club_train_event_registration_idx" ON "club_train_event" USING btree ("registration_id","at");--> statement-breakpoint
CREATE INDEX "club_train_group_type_idx" ON "club_train_group" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "club_train_group_coach_idx" ON "club_train_group" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_train_registration_live_key" ON "club_train_registration" USING btree ("group_id","user_id") WHERE "club_train_registration"."state" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "club_train_registration_user_idx" ON "club_train_registration" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_train_session_group_idx" ON "club_train_session" USING btree ("group_id","on");--> statement-breakpoint
CREATE INDEX "club_train_session_on_idx" ON "club_train_session" USING btree ("on");--> statement-breakpoint
CREATE UNIQUE INDEX "club_train_token_source_key" ON "club_train_token" USING btree ("registration_id","source_session_id");--> statement-breakpoint
CREATE INDEX "club_train_token_user_idx" ON "club_train_token" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "club_train_token_makeup_idx" ON "club_train_token" USING btree ("makeup_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_train_type_name_key" ON "club_train_type" USING btree ("name_cn");