CREATE TABLE "club_penalty" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"course_kind" text NOT NULL,
	"offence" text NOT NULL,
	"subject" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"prior_count" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"forfeited" boolean NOT NULL,
	"card_id" integer,
	"use_event_id" integer,
	"return_event_id" integer,
	"state" text NOT NULL,
	"waive_until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_penalty_fee_chk" CHECK ("club_penalty"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_penalty_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_kind" text NOT NULL,
	"offence" text NOT NULL,
	"class_type_id" integer,
	"forfeit_use" boolean DEFAULT true NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"grace_count" integer DEFAULT 0 NOT NULL,
	"grace_days" integer DEFAULT 30 NOT NULL,
	"waive_days" integer DEFAULT 7 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_penalty_rule_fee_chk" CHECK ("club_penalty_rule"."fee_cents" >= 0),
	CONSTRAINT "club_penalty_rule_grace_chk" CHECK ("club_penalty_rule"."grace_count" >= 0 and "club_penalty_rule"."grace_days" between 1 and 366),
	CONSTRAINT "club_penalty_rule_waive_chk" CHECK ("club_penalty_rule"."waive_days" between 0 and 366),
	CONSTRAINT "club_penalty_rule_override_chk" CHECK ("club_penalty_rule"."class_type_id" is null or "club_penalty_rule"."course_kind" = 'league')
);
--> statement-breakpoint
ALTER TABLE "club_penalty" ADD CONSTRAINT "club_penalty_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD CONSTRAINT "club_penalty_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD CONSTRAINT "club_penalty_card_id_club_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty" ADD CONSTRAINT "club_penalty_resolved_by_sys_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty_rule" ADD CONSTRAINT "club_penalty_rule_class_type_id_club_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."club_class_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_penalty_rule" ADD CONSTRAINT "club_penalty_rule_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_penalty_source_key" ON "club_penalty" USING btree ("source_kind","source_id","offence");--> statement-breakpoint
CREATE INDEX "club_penalty_user_idx" ON "club_penalty" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "club_penalty_state_idx" ON "club_penalty" USING btree ("state","at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_penalty_rule_key" ON "club_penalty_rule" USING btree ("course_kind","offence",coalesce("class_type_id", 0));--> statement-breakpoint
-- The rules of each course kind and offence, copied from the late-cancel / no-show defaults the club's
-- settings carried before this migration (`penalty` of the latest `club_config_version`, else the
-- defaults: grace 1, fee 2000 cents, forfeit the use, waive window 2 h → 1 day); the rules are their only
-- home from now on. The grace period, new, is 30 days. Nothing the second time.
INSERT INTO "club_penalty_rule" ("course_kind", "offence", "forfeit_use", "fee_cents", "grace_count", "grace_days", "waive_days")
SELECT "kind"."k", "off"."o",
  coalesce(("cfg"."settings"->'penalty'->>'forfeitUse')::boolean, true),
  coalesce(("cfg"."settings"->'penalty'->>'feeCents')::int, 2000),
  coalesce(("cfg"."settings"->'penalty'->>'graceCount')::int, 1),
  30,
  least(366, ceil(coalesce(("cfg"."settings"->'penalty'->>'waiveWindowHours')::int, 2) / 24.0)::int)
FROM (VALUES ('league'), ('private'), ('test')) AS "kind" ("k")
CROSS JOIN (VALUES ('lateCancel'), ('noShow')) AS "off" ("o")
LEFT JOIN (SELECT "settings" FROM "club_config_version" ORDER BY "version" DESC LIMIT 1) AS "cfg" ON true
WHERE NOT EXISTS (SELECT 1 FROM "club_penalty_rule" "r" WHERE "r"."course_kind" = "kind"."k" AND "r"."offence" = "off"."o"
  AND "r"."class_type_id" IS NULL);
--> statement-breakpoint
-- /breakContract in the "Fitness club" folder for databases seeded before it (a fresh database gets it from
-- server/db/seed-menus.ts), with its buttons, granted to the administrators. Nothing before the seed, nothing twice.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", 'breakContract', '/breakContract', 1, 'fitness:breakContract:page', '违约规则', 'Penalties', '違約規則', 'list',
  (SELECT coalesce(max("s"."sort"), 0) + 1 FROM "sys_menu" "s" WHERE "s"."parent_id" = "folder"."id"), 0
FROM "sys_menu" "folder"
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = 'fitness:breakContract:page');
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-breakContract-edit', 'fitness:breakContract:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-breakContract-waive', 'fitness:breakContract:waive', '减免', 'Waive', '減免', 1),
  ('fitness-breakContract-pay', 'fitness:breakContract:pay', '收款', 'Mark paid', '收款', 2)
) AS "button" ("name", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = 'fitness:breakContract:page'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue' AND "menu"."permission" LIKE 'fitness:breakContract:%'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The member's penalty records on the terminal (/fitnessCenter/defaultRecords), hidden, for the club's roles.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, 'terminalDefaultRecords', '/fitnessCenter/defaultRecords', 1, NULL, '违约记录', 'My penalties', '違約記錄', 'list',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL), 1
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = '/fitnessCenter/defaultRecords');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "menu"."app_code" = 'terminal' AND "menu"."path" = '/fitnessCenter/defaultRecords'
  AND "role"."code" IN ('admin', 'user', 'approver', 'coach', 'member')
ON CONFLICT DO NOTHING;
