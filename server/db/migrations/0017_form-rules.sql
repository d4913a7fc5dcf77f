CREATE TABLE "form_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"define_id" integer NOT NULL,
	"scene_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"rule_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_rule" ADD CONSTRAINT "form_rule_define_id_form_define_id_fk" FOREIGN KEY ("define_id") REFERENCES "public"."form_define"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_rule_name_uq" ON "form_rule" USING btree ("name");--> statement-breakpoint
-- The form rules' menu (/formRule, resv:formRule:*) for databases seeded before it existed: a page under
-- "Booking rules" (bookingRules) of the venue application with its buttons, granted to the admin role, as
-- server/db/seed-menus.ts declares it. On a fresh database the folder does not exist yet, nothing is
-- inserted here, and the seed writes the nodes itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', "folder"."id", 'formRule', '/formRule', 1, 'resv:formRule:page', '表单规则', 'Form rules', '表單規則', 'audit',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."parent_id" = "folder"."id")
FROM "sys_menu" "folder"
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'bookingRules' AND "folder"."type" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "permission" = 'resv:formRule:page')
ORDER BY "folder"."id"
LIMIT 1;--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', "page"."id", "v"."name", '', 2, "v"."permission", "v"."cn", "v"."en", "v"."tc", NULL, "v"."sort"
FROM (VALUES
  ('resv-formRule-add', 'resv:formRule:add', '新增', 'Add', '新增', 0),
  ('resv-formRule-edit', 'resv:formRule:edit', '编辑', 'Edit', '編輯', 1),
  ('resv-formRule-delete', 'resv:formRule:delete', '删除', 'Delete', '刪除', 2),
  ('resv-formRule-changeStatus', 'resv:formRule:changeStatus', '启用/停用', 'Enable / disable', '啟用/停用', 3)
) AS "v" ("name", "permission", "cn", "en", "tc", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "permission" = 'resv:formRule:page' AND "type" = 1
  ORDER BY "id" LIMIT 1) AS "page"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."permission" LIKE 'resv:formRule:%'
ON CONFLICT DO NOTHING;
