-- Group classes of the fitness club (docs/fitness-classes.md): class types, scheduled classes, bookings,
-- the waitlist; the card event kind useReturn; the back-office pages of the "Fitness club" folder.
CREATE TABLE "club_class_booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"card_id" integer,
	"use_event_id" integer,
	"return_event_id" integer,
	"state" text DEFAULT 'booked' NOT NULL,
	"source" text DEFAULT 'booking' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_class_booking_state_check" CHECK ("club_class_booking"."state" in ('booked', 'cancelled', 'lateCancelled', 'attended', 'noShow')),
	CONSTRAINT "club_class_booking_source_check" CHECK ("club_class_booking"."source" in ('booking', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "club_class_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"min_signups" integer DEFAULT 0 NOT NULL,
	"opens_hours" integer DEFAULT 168 NOT NULL,
	"closes_min" integer DEFAULT 0 NOT NULL,
	"waitlist_close_min" integer DEFAULT 60 NOT NULL,
	"decide_min" integer DEFAULT 120 NOT NULL,
	"late_cancel_min" integer DEFAULT 120 NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_class_session_state_check" CHECK ("club_class_session"."state" in ('scheduled', 'cancelled', 'finished')),
	CONSTRAINT "club_class_session_range_check" CHECK ("club_class_session"."ends_at" > "club_class_session"."starts_at"),
	CONSTRAINT "club_class_session_numbers_check" CHECK ("club_class_session"."capacity" > 0 and "club_class_session"."min_signups" >= 0 and "club_class_session"."opens_hours" >= 0 and "club_class_session"."closes_min" >= 0
        and "club_class_session"."waitlist_close_min" >= 0 and "club_class_session"."decide_min" >= 0 and "club_class_session"."late_cancel_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_class_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"course_kind" text DEFAULT 'league' NOT NULL,
	"capacity" integer NOT NULL,
	"min_signups" integer DEFAULT 0 NOT NULL,
	"duration_min" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"day_limit" integer,
	"week_limit" integer,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_class_type_kind_check" CHECK ("club_class_type"."course_kind" = 'league'),
	CONSTRAINT "club_class_type_numbers_check" CHECK ("club_class_type"."capacity" > 0 and "club_class_type"."min_signups" >= 0 and "club_class_type"."duration_min" > 0 and "club_class_type"."price_cents" >= 0
        and coalesce("club_class_type"."day_limit", 1) > 0 and coalesce("club_class_type"."week_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "club_class_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"state" text DEFAULT 'waiting' NOT NULL,
	"booking_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "club_class_waitlist_state_check" CHECK ("club_class_waitlist"."state" in ('waiting', 'promoted', 'skipped', 'left', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "club_card_event" DROP CONSTRAINT "club_card_event_kind_check";--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_session_id_club_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."club_class_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_use_event_id_club_card_event_id_fk" FOREIGN KEY ("use_event_id") REFERENCES "public"."club_card_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_booking" ADD CONSTRAINT "club_class_booking_return_event_id_club_card_event_id_fk" FOREIGN KEY ("return_event_id") REFERENCES "public"."club_card_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_type_id_club_class_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_class_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_waitlist" ADD CONSTRAINT "club_class_waitlist_session_id_club_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."club_class_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_waitlist" ADD CONSTRAINT "club_class_waitlist_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_waitlist" ADD CONSTRAINT "club_class_waitlist_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_waitlist" ADD CONSTRAINT "club_class_waitlist_booking_id_club_class_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."club_class_booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_class_booking_member_key" ON "club_class_booking" USING btree ("session_id","user_id") WHERE "club_class_booking"."state" in ('booked', 'attended', 'noShow');--> statement-breakpoint
CREATE INDEX "club_class_booking_user_idx" ON "club_class_booking" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "club_class_session_starts_idx" ON "club_class_session" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "club_class_session_coach_idx" ON "club_class_session" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_class_type_name_key" ON "club_class_type" USING btree ("name_cn");--> statement-breakpoint
CREATE UNIQUE INDEX "club_class_waitlist_member_key" ON "club_class_waitlist" USING btree ("session_id","user_id") WHERE "club_class_waitlist"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "club_class_waitlist_session_idx" ON "club_class_waitlist" USING btree ("session_id","joined_at");--> statement-breakpoint
ALTER TABLE "club_card_event" ADD CONSTRAINT "club_card_event_kind_check" CHECK ("club_card_event"."kind" in ('buy','activate','renew','upgrade','transfer','delay','leave','resume','refund','use','credit','expire','leaveRequest','leaveReject','leaveWithdraw','useReturn'));
--> statement-breakpoint
-- A coach never teaches two overlapping classes that are not cancelled (half-open ranges: back to back is fine).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_coach_overlap"
  EXCLUDE USING gist (coach_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (state <> 'cancelled');
--> statement-breakpoint
-- The class pages in the "Fitness club" folder and their buttons, for databases seeded before (the seed adds
-- them to a new one: server/db/seed-menus.ts); nothing happens before the seed has run.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('group', '/group', 'fitness:classType:page', '团课类型', 'Class types', '團課類型', 'list', 2),
  ('session', '/session', 'fitness:classSession:page', '团课排期', 'Class schedule', '團課排期', 'calendar', 3),
  ('openClass', '/openClass', 'fitness:openClass:page', '开放团课', 'Open classes', '開放團課', 'list', 5),
  ('reservation', '/reservation', 'fitness:classBooking:page', '团课预约', 'Class bookings', '團課預約', 'list', 6)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-classType-add', 'fitness:classType:page', 'fitness:classType:add', '新增', 'Add', '新增', 0),
  ('fitness-classType-edit', 'fitness:classType:page', 'fitness:classType:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-classSession-add', 'fitness:classSession:page', 'fitness:classSession:add', '新增', 'Add', '新增', 0),
  ('fitness-classSession-edit', 'fitness:classSession:page', 'fitness:classSession:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-classSession-cancel', 'fitness:classSession:page', 'fitness:classSession:cancel', '取消预约', 'Cancel booking', '取消預約', 2),
  ('fitness-classPlan-add', 'fitness:classSession:page', 'fitness:classPlan:add', '新增', 'Add', '新增', 3),
  ('fitness-classBooking-cancel', 'fitness:classBooking:page', 'fitness:classBooking:cancel', '取消预约', 'Cancel booking', '取消預約', 0),
  ('fitness-classBooking-mark', 'fitness:classBooking:page', 'fitness:classBooking:mark', '签到/缺席', 'Attended / no-show', '簽到/缺席', 1)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'fitness:class%' OR "menu"."permission" = 'fitness:openClass:page')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The terminal's hidden page of one group class, for whoever reaches the fitness centre (as /coachDetail).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, 'terminalLeagueReserve', '/leagueReserve', 1, NULL, '团课预约', 'Book a class', '團課預約', 'apps',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL), 1
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = '/leagueReserve');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND "menu"."path" = '/leagueReserve'
  AND "role"."code" IN ('admin', 'user', 'approver', 'coach', 'member')
ON CONFLICT DO NOTHING;
