CREATE TABLE "form_define" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'form' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_org_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"start_role_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_define_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"define_id" integer NOT NULL,
	"version" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"workflow" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_define" ADD CONSTRAINT "form_define_group_id_form_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."form_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_define_version" ADD CONSTRAINT "form_define_version_define_id_form_define_id_fk" FOREIGN KEY ("define_id") REFERENCES "public"."form_define"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_define_version" ADD CONSTRAINT "form_define_version_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_define_group_name_uq" ON "form_define" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "form_define_version_uq" ON "form_define_version" USING btree ("define_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "form_group_name_uq" ON "form_group" USING btree ("name");--> statement-breakpoint
-- The "Workflow" (流程) folder of the venue application with /formGroup, /formDefine and the hidden form
-- designer /building, their buttons, granted to the admin role, for databases seeded before they existed, as
-- server/db/seed-menus.ts declares them. On a fresh database no application exists yet, nothing is inserted
-- here, and the seed writes the nodes itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', NULL, 'workflow', '/workflow', 0, NULL, '流程', 'Workflow', '流程', 'approval',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "permission" = 'workflow:formGroup:page');--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "v"."name", "v"."path", 1, "v"."permission", "v"."cn", "v"."en", "v"."tc", "v"."icon", "v"."sort", "v"."status"
FROM (VALUES
  ('formGroup', '/formGroup', 'workflow:formGroup:page', '表单分组', 'Form groups', '表單分組', 'apps', 0, 0),
  ('formDefine', '/formDefine', 'workflow:formDefine:page', '表单定义', 'Form definitions', '表單定義', 'list', 1, 0),
  ('building', '/building', 'workflow:formDefine:design', '表单设计', 'Form designer', '表單設計', 'grid', 2, 1)
) AS "v" ("name", "path", "permission", "cn", "en", "tc", "icon", "sort", "status"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "name" = 'workflow' AND "type" = 0
  ORDER BY "id" LIMIT 1) AS "folder"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "sort")
SELECT 'venue', "page"."id", replace("v"."prefix", ':', '-') || '-' || "v"."action", '', 2, "v"."prefix" || ':' || "v"."action",
  "v"."cn", "v"."en", "v"."tc", "v"."sort"
FROM (VALUES
  ('workflow:formGroup', 'add', '新增', 'Add', '新增', 0),
  ('workflow:formGroup', 'edit', '编辑', 'Edit', '編輯', 1),
  ('workflow:formGroup', 'delete', '删除', 'Delete', '刪除', 2),
  ('workflow:formDefine', 'add', '新增', 'Add', '新增', 0),
  ('workflow:formDefine', 'edit', '编辑', 'Edit', '編輯', 1),
  ('workflow:formDefine', 'delete', '删除', 'Delete', '刪除', 2)
) AS "v" ("prefix", "action", "cn", "en", "tc", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "permission" = "v"."prefix" || ':page' ORDER BY "id" LIMIT 1) AS "page"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."prefix" || ':' || "v"."action");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin'
  AND ("menu"."permission" LIKE 'workflow:%' OR ("menu"."app_code" = 'venue' AND "menu"."name" = 'workflow' AND "menu"."type" = 0))
ON CONFLICT DO NOTHING;
