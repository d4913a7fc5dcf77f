CREATE TABLE "club_coach_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_coach_block_range_chk" CHECK ("club_coach_block"."from_at" < "club_coach_block"."to_at")
);
--> statement-breakpoint
CREATE TABLE "club_coach_setting" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 10 NOT NULL,
	"cancel_hours" integer DEFAULT 24 NOT NULL,
	"lengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_coach_setting_buffer_chk" CHECK ("club_coach_setting"."buffer_minutes" between 0 and 240),
	CONSTRAINT "club_coach_setting_cancel_chk" CHECK ("club_coach_setting"."cancel_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "club_private_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"coach_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"test_type_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"card_id" integer,
	"use_event_id" integer,
	"return_event_id" integer,
	"series_id" text,
	"state" text DEFAULT 'booked' NOT NULL,
	"booked_by" integer,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_private_session_kind_chk" CHECK ("club_private_session"."kind" in ('private', 'test')),
	CONSTRAINT "club_private_session_state_chk" CHECK ("club_private_session"."state" in ('booked', 'attended', 'noShow', 'cancelled', 'lateCancelled')),
	CONSTRAINT "club_private_session_range_chk" CHECK ("club_private_session"."start_at" < "club_private_session"."end_at" and "club_private_session"."end_at" <= "club_private_session"."busy_until"),
	CONSTRAINT "club_private_session_test_chk" CHECK (("club_private_session"."kind" = 'test') = ("club_private_session"."test_type_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "club_test_result" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_test_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_test_type_minutes_chk" CHECK ("club_test_type"."minutes" between 10 and 480),
	CONSTRAINT "club_test_type_price_chk" CHECK ("club_test_type"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "club_coach_block" ADD CONSTRAINT "club_coach_block_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_block" ADD CONSTRAINT "club_coach_block_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_setting" ADD CONSTRAINT "club_coach_setting_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_test_type_id_club_test_type_id_fk" FOREIGN KEY ("test_type_id") REFERENCES "public"."club_test_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_booked_by_sys_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_cancelled_by_sys_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_marked_by_sys_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_test_result" ADD CONSTRAINT "club_test_result_session_id_club_private_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."club_private_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_test_result" ADD CONSTRAINT "club_test_result_recorded_by_sys_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_coach_block_coach_idx" ON "club_coach_block" USING btree ("coach_id","from_at");--> statement-breakpoint
CREATE INDEX "club_private_session_coach_idx" ON "club_private_session" USING btree ("coach_id","start_at");--> statement-breakpoint
CREATE INDEX "club_private_session_user_idx" ON "club_private_session" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "club_private_session_series_idx" ON "club_private_session" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "club_test_result_session_idx" ON "club_test_result" USING btree ("session_id","id");--> statement-breakpoint
-- No double booking of a coach, by construction (as reservation_no_overlap in 0001): two sessions
-- of one coach holding their slot may not overlap, each range running to the end of the coach's
-- buffer after it (`busy_until`). Ranges are half-open '[)'. A conflicting insert fails with 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "club_private_session" ADD CONSTRAINT "club_private_session_no_overlap"
  EXCLUDE USING gist (coach_id WITH =, tstzrange(start_at, busy_until, '[)') WITH &&)
  WHERE (state IN ('booked', 'attended', 'noShow'));
--> statement-breakpoint
-- The back office's pages of private sessions and tests in the "Fitness club" folder, with their buttons and
-- the administrator's grants, for databases seeded before (as 0035; idempotent: nothing when present).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('allocation', '/allocation', 'fitness:allocation:page', '教练排班', 'Coach availability', '教練排班', 'calendar', 2),
  ('teaching', '/teaching', 'fitness:teaching:page', '私教课程', 'Private sessions', '私教課程', 'list', 3),
  ('testType', '/testType', 'fitness:testType:page', '体测类型', 'Test types', '體測類型', 'list', 4),
  ('test', '/test', 'fitness:test:page', '体测记录', 'Fitness tests', '體測記錄', 'list', 5)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-allocation-edit', 'fitness:allocation:page', 'fitness:allocation:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-teaching-add', 'fitness:teaching:page', 'fitness:teaching:add', '新增', 'Add', '新增', 0),
  ('fitness-teaching-cancel', 'fitness:teaching:page', 'fitness:teaching:cancel', '取消预约', 'Cancel booking', '取消預約', 1),
  ('fitness-teaching-mark', 'fitness:teaching:page', 'fitness:teaching:mark', '标记到课/爽约', 'Mark attended / no-show', '標記到課/爽約', 2),
  ('fitness-testType-add', 'fitness:testType:page', 'fitness:testType:add', '新增', 'Add', '新增', 0),
  ('fitness-testType-edit', 'fitness:testType:page', 'fitness:testType:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-test-record', 'fitness:test:page', 'fitness:test:record', '录入结果', 'Record results', '錄入結果', 0)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'fitness:allocation:%' OR "menu"."permission" LIKE 'fitness:teaching:%'
    OR "menu"."permission" LIKE 'fitness:testType:%' OR "menu"."permission" LIKE 'fitness:test:%')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The terminal's hidden pages to book a private session and a fitness test, for whoever reaches the fitness centre.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", 'user',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL)
    + "page"."position", 1
FROM (VALUES
  ('terminalPrivateReserve', '/privateReserve', '私教预约', 'Book a session', '私教預約', 0),
  ('terminalTestReserve', '/testReserve', '体测预约', 'Book a test', '體測預約', 1)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "position")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND "menu"."path" IN ('/privateReserve', '/testReserve')
  AND "role"."code" IN ('admin', 'user', 'approver', 'coach', 'member')
ON CONFLICT DO NOTHING;
