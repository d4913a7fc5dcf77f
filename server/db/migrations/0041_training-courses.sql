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
CREATE UNIQUE INDEX "club_train_type_name_key" ON "club_train_type" USING btree ("name_cn");--> statement-breakpoint
-- The training courses' pages and permissions for databases seeded before them (a fresh database gets them from
-- server/db/seed-menus.ts; every statement below does nothing before the seed has run).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL) + "page"."position",
  "page"."status"
FROM (VALUES
  ('terminalTrain', '/train', '培训课程', 'Training courses', '培訓課程', 'book', 0, 0),
  ('terminalTrainType', '/type', '课程类型', 'Course types', '課程類型', 'book', 1, 1),
  ('terminalTrainDetail', '/trainDetail', '课程详情', 'Course details', '課程詳情', 'book', 2, 1),
  ('terminalTrainReserve', '/trainReserve', '课程报名', 'Register', '課程報名', 'book', 3, 1),
  ('terminalUserDetail', '/userDetail', '我的资料', 'My details', '我的資料', 'user', 4, 1),
  ('terminalTrainCoach', '/trainCoach', '教练课程', 'My courses', '教練課程', 'user', 5, 0),
  ('terminalTrainMember', '/member', '学员详情', 'Member', '學員詳情', 'user', 6, 1)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "icon", "position", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND (
  ("role"."code" IN ('admin', 'user', 'approver', 'coach', 'member')
    AND "menu"."path" IN ('/train', '/type', '/trainDetail', '/trainReserve', '/userDetail'))
  OR ("role"."code" IN ('admin', 'coach') AND "menu"."path" IN ('/trainCoach', '/member')))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The back office's "Training courses" folder of the venue application with its pages and buttons.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', NULL, 'fitnessTraining', '/training', 0, NULL, '培训课程', 'Training courses', '培訓課程', 'book',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL), 0
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."name" = 'fitnessTraining');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('trainGroup', '/trainGroup', 'fitness:trainGroup:page', '课程班管理', 'Course groups', '課程班管理', 'list', 0),
  ('trainAllocation', '/trainAllocation', 'fitness:trainAllocation:page', '教练分配', 'Coach allocation', '教練分配', 'user', 1),
  ('classLog', '/classLog', 'fitness:classLog:page', '上课记录', 'Attendance log', '上課記錄', 'list', 2),
  ('trainGroupLog', '/trainGroupLog', 'fitness:trainGroupLog:page', '报名记录', 'Registrations log', '報名記錄', 'list', 3),
  ('trainStatistics', '/trainStatistics', 'fitness:trainStatistics:page', '课程统计', 'Course statistics', '課程統計', 'dashboard', 4)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessTraining'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-trainGroup-add', 'fitness:trainGroup:page', 'fitness:trainGroup:add', '新增', 'Add', '新增', 0),
  ('fitness-trainGroup-edit', 'fitness:trainGroup:page', 'fitness:trainGroup:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-trainGroup-delete', 'fitness:trainGroup:page', 'fitness:trainGroup:delete', '删除', 'Delete', '刪除', 2),
  ('fitness-trainType-add', 'fitness:trainGroup:page', 'fitness:trainType:add', '新增', 'Add', '新增', 3),
  ('fitness-trainType-edit', 'fitness:trainGroup:page', 'fitness:trainType:edit', '编辑', 'Edit', '編輯', 4),
  ('fitness-trainAllocation-assign', 'fitness:trainAllocation:page', 'fitness:trainAllocation:assign', '分配教练', 'Assign a coach', '分配教練', 0),
  ('fitness-trainGroupLog-pay', 'fitness:trainGroupLog:page', 'fitness:trainGroupLog:pay', '登记收款', 'Record a payment', '登記收款', 0)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."name" = 'fitnessTraining' OR "menu"."permission" LIKE 'fitness:train%' OR "menu"."permission" = 'fitness:classLog:page')
ON CONFLICT DO NOTHING;
