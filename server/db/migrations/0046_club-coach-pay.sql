CREATE TABLE "club_coach_adjustment" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"from_coach_id" integer NOT NULL,
	"to_coach_id" integer NOT NULL,
	"from_start" timestamp with time zone NOT NULL,
	"to_start" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_coach_adjustment_kind_chk" CHECK ("club_coach_adjustment"."kind" in ('league', 'private'))
);
--> statement-breakpoint
CREATE TABLE "club_coach_pay_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer,
	"class_type_id" integer,
	"course_kind" text,
	"basis" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_coach_pay_rule_basis_chk" CHECK ("club_coach_pay_rule"."basis" in ('perClass', 'perHour', 'perHead')),
	CONSTRAINT "club_coach_pay_rule_amount_chk" CHECK ("club_coach_pay_rule"."amount_cents" >= 0),
	CONSTRAINT "club_coach_pay_rule_course_chk" CHECK ("club_coach_pay_rule"."course_kind" is null or ("club_coach_pay_rule"."course_kind" in ('league', 'private', 'test') and "club_coach_pay_rule"."class_type_id" is null))
);
--> statement-breakpoint
CREATE TABLE "club_rating" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"coach_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"trainer_score" integer NOT NULL,
	"service_score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_rating_kind_chk" CHECK ("club_rating"."kind" in ('league', 'private')),
	CONSTRAINT "club_rating_scores_chk" CHECK ("club_rating"."trainer_score" between 1 and 5 and "club_rating"."service_score" between 1 and 5 and length("club_rating"."comment") <= 500),
	CONSTRAINT "club_rating_hidden_chk" CHECK ("club_rating"."hidden" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "club_coach_adjustment" ADD CONSTRAINT "club_coach_adjustment_from_coach_id_club_coach_id_fk" FOREIGN KEY ("from_coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_adjustment" ADD CONSTRAINT "club_coach_adjustment_to_coach_id_club_coach_id_fk" FOREIGN KEY ("to_coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_adjustment" ADD CONSTRAINT "club_coach_adjustment_actor_id_sys_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_pay_rule" ADD CONSTRAINT "club_coach_pay_rule_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coach_pay_rule" ADD CONSTRAINT "club_coach_pay_rule_class_type_id_club_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."club_class_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_coach_id_club_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."club_coach"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_hidden_by_sys_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_coach_adjustment_from_idx" ON "club_coach_adjustment" USING btree ("from_coach_id","created_at");--> statement-breakpoint
CREATE INDEX "club_coach_adjustment_to_idx" ON "club_coach_adjustment" USING btree ("to_coach_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_rating_once" ON "club_rating" USING btree ("kind","source_id","user_id");--> statement-breakpoint
CREATE INDEX "club_rating_coach_idx" ON "club_rating" USING btree ("coach_id","held_at");--> statement-breakpoint
-- The coaches' pages of the "Fitness club" folder for databases seeded before them (a fresh database gets
-- them from server/db/seed-menus.ts), with their buttons and the adjust buttons of /session and /teaching,
-- granted to the administrators. Every statement does nothing before the seed has run, and nothing the
-- second time. The terminal's coach pages are children of /fitnessCenterCoach (granted to the coaches by
-- migration 0035) and the member's /fitnessCenter/evaluationRecords a child of /fitnessCenter: no menu of
-- their own.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."parent_id" = "folder"."id") + "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('comment', '/comment', 'fitness:comment:page', '评价管理', 'Comments', '評價管理', 'list', 0),
  ('coachLog', '/coachLog', 'fitness:coachLog:page', '教练课酬', 'Coach pay', '教練課酬', 'list', 1)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-comment-hide', 'fitness:comment:page', 'fitness:comment:hide', '隐藏', 'Hide', '隱藏', 0),
  ('fitness-coachLog-add', 'fitness:coachLog:page', 'fitness:coachLog:add', '新增', 'Add', '新增', 0),
  ('fitness-coachLog-edit', 'fitness:coachLog:page', 'fitness:coachLog:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-coachLog-delete', 'fitness:coachLog:page', 'fitness:coachLog:delete', '删除', 'Delete', '刪除', 2),
  ('fitness-coachLog-export', 'fitness:coachLog:page', 'fitness:coachLog:export', '导出', 'Export', '匯出', 3),
  ('fitness-classSession-adjust', 'fitness:classSession:page', 'fitness:classSession:adjust', '调课', 'Adjust', '調課', 3),
  ('fitness-teaching-adjust', 'fitness:teaching:page', 'fitness:teaching:adjust', '调课', 'Adjust', '調課', 3)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'fitness:comment:%' OR "menu"."permission" LIKE 'fitness:coachLog:%'
    OR "menu"."permission" IN ('fitness:classSession:adjust', 'fitness:teaching:adjust'))
ON CONFLICT DO NOTHING;
