CREATE TABLE "club_coach" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"photo_material_id" integer,
	"intro_cn" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"intro_tc" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_coach_status_chk" CHECK ("club_coach"."status" in (0, 1)),
	CONSTRAINT "club_coach_level_chk" CHECK ("club_coach"."level" in ('junior', 'intermediate', 'senior', 'master'))
);
--> statement-breakpoint
CREATE TABLE "club_coach_tag" (
	"coach_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "club_coach_tag_coach_id_tag_id_pk" PRIMARY KEY("coach_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "club_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_tag_kind_chk" CHECK ("club_tag"."kind" in ('coach', 'course', 'member'))
);
--> statement-breakpoint
ALTER TABLE "club_coach" ADD CONSTRAINT "club_coach_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach" ADD CONSTRAINT "club_coach_photo_material_id_material_id_fk" FOREIGN KEY ("photo_material_id") REFERENCES "public"."material"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_tag" ADD CONSTRAINT "club_coach_tag_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_tag" ADD CONSTRAINT "club_coach_tag_tag_id_club_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."club_tag"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_coach_user_uq" ON "club_coach" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_coach_status_idx" ON "club_coach" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "club_coach_tag_tag_idx" ON "club_coach_tag" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_tag_kind_name_uq" ON "club_tag" USING btree ("kind",lower("name_cn"));--> statement-breakpoint
-- The club's roles, pages and permissions for databases seeded before them (a fresh database gets them from
-- server/db/seed-data.ts and seed-menus.ts; every statement below does nothing before the seed has run).
-- No demo account is added here: a database in use gets no account with a published password.
INSERT INTO "sys_role" ("code", "name", "data_scope", "sort")
SELECT "r"."code", "r"."name", 'self', (SELECT coalesce(max("sort"), 0) FROM "sys_role") + "r"."position"
FROM (VALUES ('coach', 'Coach', 1), ('member', 'Member', 2)) AS "r" ("code", "name", "position")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Coaches and members use the terminal as the ordinary users do.
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "club"."id", "grant"."menu_id"
FROM "sys_role" "club", "sys_role_menu" "grant", "sys_role" "user_role", "sys_menu" "menu"
WHERE "club"."code" IN ('coach', 'member') AND "user_role"."code" = 'user' AND "grant"."role_id" = "user_role"."id"
  AND "menu"."id" = "grant"."menu_id" AND "menu"."app_code" = 'terminal'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL) + "page"."position",
  "page"."status"
FROM (VALUES
  ('terminalFitnessCenter', '/fitnessCenter', '健身中心', 'Fitness centre', '健身中心', 'apps', 0, 0),
  ('terminalCoachDetail', '/coachDetail', '教练详情', 'Coach profile', '教練詳情', 'user', 1, 1),
  ('terminalFitnessCenterCoach', '/fitnessCenterCoach', '教练中心', 'Coach centre', '教練中心', 'user', 2, 0)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "icon", "position", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND (
  ("role"."code" IN ('admin', 'user', 'approver', 'coach', 'member') AND "menu"."path" IN ('/fitnessCenter', '/coachDetail'))
  OR ("role"."code" IN ('admin', 'coach') AND "menu"."path" = '/fitnessCenterCoach'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The back office's "Fitness club" folder of the venue application with /coach and /tags and their buttons.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', NULL, 'fitnessClub', '/fitness', 0, NULL, '健身俱乐部', 'Fitness club', '健身俱樂部', 'apps',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL), 0
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."name" = 'fitnessClub');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('coach', '/coach', 'fitness:coach:page', '教练管理', 'Coaches', '教練管理', 'user', 0),
  ('tags', '/tags', 'fitness:tag:page', '标签管理', 'Tags', '標籤管理', 'list', 1)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-coach-add', 'fitness:coach:page', 'fitness:coach:add', '新增', 'Add', '新增', 0),
  ('fitness-coach-edit', 'fitness:coach:page', 'fitness:coach:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-coach-changeStatus', 'fitness:coach:page', 'fitness:coach:changeStatus', '启用/停用', 'Enable / disable', '啟用/停用', 2),
  ('fitness-tag-add', 'fitness:tag:page', 'fitness:tag:add', '新增', 'Add', '新增', 0),
  ('fitness-tag-edit', 'fitness:tag:page', 'fitness:tag:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-tag-delete', 'fitness:tag:page', 'fitness:tag:delete', '删除', 'Delete', '刪除', 2)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."name" = 'fitnessClub' OR "menu"."permission" LIKE 'fitness:coach:%' OR "menu"."permission" LIKE 'fitness:tag:%')
ON CONFLICT DO NOTHING;
