CREATE TABLE "club_train_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer,
	"late_hours" integer NOT NULL,
	"grace_count" integer DEFAULT 0 NOT NULL,
	"waive_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_train_rule_numbers_check" CHECK ("club_train_rule"."late_hours" between 0 and 720 and "club_train_rule"."grace_count" between 0 and 100 and "club_train_rule"."waive_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD COLUMN "late_why" text;--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD COLUMN "waived_by" integer;--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD COLUMN "waive_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_train_rule" ADD CONSTRAINT "club_train_rule_type_id_club_train_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."club_train_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_train_rule_type_key" ON "club_train_rule" USING btree (coalesce("type_id", 0));--> statement-breakpoint
ALTER TABLE "club_train_attendance" ADD CONSTRAINT "club_train_attendance_late_check" CHECK (("club_train_attendance"."late" and "club_train_attendance"."late_why" in ('grace', 'noGrace')) or (not "club_train_attendance"."late" and "club_train_attendance"."late_why" is null));--> statement-breakpoint
-- Waiving a late leave: the button of the attendance log (server/db/seed-menus.ts), granted to the administrators,
-- for databases seeded before.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", 'fitness-classLog-waive', '', 2, 'fitness:classLog:waive', '豁免迟请假', 'Waive a late leave', '豁免遲請假', NULL, 1, 0
FROM "sys_menu" "parent"
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = 'fitness:classLog:page'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = 'fitness:classLog:waive');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue' AND "menu"."permission" = 'fitness:classLog:waive'
ON CONFLICT DO NOTHING;
