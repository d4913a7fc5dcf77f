CREATE TABLE "club_class_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"week_day" integer NOT NULL,
	"start_time" text NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"opens_hours" integer DEFAULT 168 NOT NULL,
	"closes_min" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_class_plan_numbers_check" CHECK ("club_class_plan"."week_day" between 1 and 7 and "club_class_plan"."duration_min" > 0 and "club_class_plan"."capacity" > 0
        and "club_class_plan"."opens_hours" >= 0 and "club_class_plan"."closes_min" >= 0),
	CONSTRAINT "club_class_plan_time_check" CHECK ("club_class_plan"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "club_class_session" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "club_class_session" ADD COLUMN "plan_date" date;--> statement-breakpoint
ALTER TABLE "club_class_plan" ADD CONSTRAINT "club_class_plan_type_id_club_class_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_class_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_plan" ADD CONSTRAINT "club_class_plan_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_class_plan_day_idx" ON "club_class_plan" USING btree ("week_day","start_time");--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_plan_id_club_class_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_class_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_class_session_plan_key" ON "club_class_session" USING btree ("plan_id","plan_date");--> statement-breakpoint
-- The weekly plan's page /plan in the folder "Fitness club" (the same menus as server/db/seed-menus.ts), its buttons
-- (add, edit, generate) granted to the administrators; the plan's add button, a button of /session before, moves
-- under /plan. Every statement does nothing before the seed has run, and nothing the second time.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", 'plan', '/plan', 1, 'fitness:classPlan:page', '排课计划', 'Weekly plan', '排課計劃', 'calendar', 4, 0
FROM "sys_menu" "folder"
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = 'fitness:classPlan:page');
--> statement-breakpoint
UPDATE "sys_menu" SET "parent_id" = "page"."id", "sort" = 0
FROM "sys_menu" "page"
WHERE "sys_menu"."app_code" = 'venue' AND "sys_menu"."permission" = 'fitness:classPlan:add'
  AND "page"."app_code" = 'venue' AND "page"."permission" = 'fitness:classPlan:page'
  AND "sys_menu"."parent_id" IS DISTINCT FROM "page"."id";
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-classPlan-add', 'fitness:classPlan:add', '新增', 'Add', '新增', 0),
  ('fitness-classPlan-edit', 'fitness:classPlan:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-classPlan-generate', 'fitness:classPlan:generate', '生成课程', 'Generate classes', '生成課程', 2)
) AS "button" ("name", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = 'fitness:classPlan:page'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue' AND "menu"."permission" LIKE 'fitness:classPlan:%'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The coach's member pages of the terminal: /member and /userDetail (a member for their coach, no longer every
-- user's "my details": its grants to other roles go), and the hidden /trainCoach/registrationRecord/detail and
-- /reserve, for administrators and coaches.
UPDATE "sys_menu" SET "title_cn" = '我的学员', "title_en" = 'My members', "title_tc" = '我的學員'
WHERE "app_code" = 'terminal' AND "path" = '/member';
--> statement-breakpoint
UPDATE "sys_menu" SET "title_cn" = '学员资料', "title_en" = 'Member details', "title_tc" = '學員資料'
WHERE "app_code" = 'terminal' AND "path" = '/userDetail';
--> statement-breakpoint
DELETE FROM "sys_role_menu" USING "sys_menu" "menu", "sys_role" "role"
WHERE "sys_role_menu"."menu_id" = "menu"."id" AND "sys_role_menu"."role_id" = "role"."id"
  AND "menu"."app_code" = 'terminal' AND "menu"."path" = '/userDetail' AND "role"."code" NOT IN ('admin', 'coach');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", 'user',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL)
    + "page"."position", 1
FROM (VALUES
  ('terminalTrainRegistrationDetail', '/trainCoach/registrationRecord/detail', '报名详情', 'Registration', '報名詳情', 0),
  ('terminalTrainCoachReserve', '/trainCoach/registrationRecord/reserve', '代学员预约', 'Reserve for a member', '代學員預約', 1)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "position")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND "role"."code" IN ('admin', 'coach')
  AND "menu"."path" IN ('/userDetail', '/member', '/trainCoach/registrationRecord/detail', '/trainCoach/registrationRecord/reserve')
ON CONFLICT DO NOTHING;
