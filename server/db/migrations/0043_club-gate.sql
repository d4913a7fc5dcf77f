CREATE TABLE "club_config_version" (
	"version" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_gate" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"scene_id" integer,
	"place" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_gate_direction_check" CHECK ("club_gate"."direction" in ('in','out','both'))
);
--> statement-breakpoint
CREATE TABLE "club_gate_override" (
	"id" serial PRIMARY KEY NOT NULL,
	"gate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pass_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_gate_pass" (
	"id" serial PRIMARY KEY NOT NULL,
	"gate_id" integer NOT NULL,
	"direction" text NOT NULL,
	"user_id" integer,
	"org_id" integer,
	"presented" text DEFAULT '' NOT NULL,
	"card_id" integer,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"used_use" boolean DEFAULT false NOT NULL,
	"white_id" integer,
	"override_id" integer,
	"nonce" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_gate_pass_direction_check" CHECK ("club_gate_pass"."direction" in ('in','out')),
	CONSTRAINT "club_gate_pass_result_check" CHECK ("club_gate_pass"."result" in ('open','warn','refuse'))
);
--> statement-breakpoint
CREATE TABLE "club_gate_white" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_gate_white_kind_check" CHECK ("club_gate_white"."kind" in ('staff','coach','guest'))
);
--> statement-breakpoint
CREATE TABLE "club_inner_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"card_type_id" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_inner_member_valid_check" CHECK ("club_inner_member"."valid_from" <= "club_inner_member"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "club_gate_override" ADD CONSTRAINT "club_gate_override_gate_id_club_gate_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."club_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_override" ADD CONSTRAINT "club_gate_override_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_override" ADD CONSTRAINT "club_gate_override_staff_user_id_sys_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_pass" ADD CONSTRAINT "club_gate_pass_gate_id_club_gate_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."club_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_pass" ADD CONSTRAINT "club_gate_pass_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_pass" ADD CONSTRAINT "club_gate_pass_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_pass" ADD CONSTRAINT "club_gate_pass_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_pass" ADD CONSTRAINT "club_gate_pass_override_id_club_gate_override_id_fk" FOREIGN KEY ("override_id") REFERENCES "public"."club_gate_override"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gate_white" ADD CONSTRAINT "club_gate_white_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_inner_member" ADD CONSTRAINT "club_inner_member_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_inner_member" ADD CONSTRAINT "club_inner_member_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_inner_member" ADD CONSTRAINT "club_inner_member_card_type_id_club_card_type_id_fk" FOREIGN KEY ("card_type_id") REFERENCES "public"."club_card_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_gate_code_key" ON "club_gate" USING btree ("code");--> statement-breakpoint
CREATE INDEX "club_gate_override_user_idx" ON "club_gate_override" USING btree ("user_id","gate_id","at");--> statement-breakpoint
CREATE INDEX "club_gate_pass_at_idx" ON "club_gate_pass" USING btree ("at");--> statement-breakpoint
CREATE INDEX "club_gate_pass_user_idx" ON "club_gate_pass" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_gate_pass_override_key" ON "club_gate_pass" USING btree ("override_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_gate_pass_nonce_key" ON "club_gate_pass" USING btree ("gate_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "club_gate_white_user_key" ON "club_gate_white" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_inner_member_user_key" ON "club_inner_member" USING btree ("user_id");--> statement-breakpoint
-- The gate's pages of the "Fitness club" folder for databases seeded before them (a fresh database gets
-- them from server/db/seed-menus.ts), with their buttons, granted to the administrators. Every statement
-- does nothing before the seed has run, and nothing the second time.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('enterExit', '/enterExit', 'fitness:enterExit:page', '出入记录', 'Entries and exits', '出入記錄', 'list', 2),
  ('signLog', '/signLog', 'fitness:signLog:page', '签到记录', 'Check-ins', '簽到記錄', 'list', 3),
  ('enterWhite', '/enterWhite', 'fitness:enterWhite:page', '白名单', 'Gate whitelist', '白名單', 'user', 4),
  ('innerMember', '/innerMember', 'fitness:innerMember:page', '内部会员', 'Internal members', '內部會員', 'user', 5),
  ('fitnessConfig', '/fitnessConfig', 'fitness:config:page', '俱乐部设置', 'Club settings', '俱樂部設置', 'setting', 6)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-gate-override', 'fitness:enterExit:page', 'fitness:gate:override', '人工放行', 'Override (open)', '人工放行', 0),
  ('fitness-enterWhite-add', 'fitness:enterWhite:page', 'fitness:enterWhite:add', '新增', 'Add', '新增', 0),
  ('fitness-enterWhite-edit', 'fitness:enterWhite:page', 'fitness:enterWhite:edit', '编辑', 'Edit', '編輯', 1),
  ('fitness-enterWhite-delete', 'fitness:enterWhite:page', 'fitness:enterWhite:delete', '删除', 'Delete', '刪除', 2),
  ('fitness-innerMember-add', 'fitness:innerMember:page', 'fitness:innerMember:add', '新增', 'Add', '新增', 0),
  ('fitness-innerMember-delete', 'fitness:innerMember:page', 'fitness:innerMember:delete', '删除', 'Delete', '刪除', 1),
  ('fitness-config-edit', 'fitness:config:page', 'fitness:config:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-gate-add', 'fitness:config:page', 'fitness:gate:add', '新增闸机', 'Add a gate', '新增閘機', 1),
  ('fitness-gate-edit', 'fitness:config:page', 'fitness:gate:edit', '编辑闸机', 'Edit a gate', '編輯閘機', 2)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'fitness:enterExit:%' OR "menu"."permission" LIKE 'fitness:signLog:%'
    OR "menu"."permission" LIKE 'fitness:enterWhite:%' OR "menu"."permission" LIKE 'fitness:innerMember:%'
    OR "menu"."permission" LIKE 'fitness:config:%' OR "menu"."permission" LIKE 'fitness:gate:%')
ON CONFLICT DO NOTHING;
