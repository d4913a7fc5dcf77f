CREATE TABLE "material" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"school" smallint,
	"position" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_tc" text DEFAULT '' NOT NULL,
	"material_id" integer NOT NULL,
	"link" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banner_schedule_chk" CHECK ("site_banner"."start_at" is null or "site_banner"."end_at" is null or "site_banner"."start_at" < "site_banner"."end_at")
);
--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_group_id_material_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."material_group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banner" ADD CONSTRAINT "site_banner_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_group_idx" ON "material" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "material_media_idx" ON "material" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "site_banner_position_idx" ON "site_banner" USING btree ("position","status");--> statement-breakpoint
-- The "Content" (内容管理) folder of the system application with /siteBanner and /MaterialGroup and their
-- buttons, granted to the admin role, for databases seeded before they existed, as server/db/seed-menus.ts
-- declares them. The folder is shared with the other content pages (/siteNews, /siteNotice, /help): it is
-- inserted only when no "content" folder of the system application exists. On a fresh database no application
-- exists yet, nothing is inserted here, and the seed writes the nodes itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', NULL, 'content', '/content', 0, NULL, '内容管理', 'Content', '內容管理', 'news',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'system' AND "sibling"."parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'system')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "app_code" = 'system' AND "name" = 'content' AND "type" = 0);--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', "folder"."id", "v"."name", "v"."path", 1, "v"."permission", "v"."cn", "v"."en", "v"."tc", "v"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."parent_id" = "folder"."id") + "v"."sort"
FROM (VALUES
  ('siteBanner', '/siteBanner', 'ms:banner:page', '横幅管理', 'Banners', '橫幅管理', 'apps', 0),
  ('materialGroup', '/MaterialGroup', 'ms:material:page', '素材库', 'Media library', '素材庫', 'book', 1)
) AS "v" ("name", "path", "permission", "cn", "en", "tc", "icon", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'system' AND "name" = 'content' AND "type" = 0
  ORDER BY "id" LIMIT 1) AS "folder"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "sort")
SELECT 'system', "page"."id", replace("v"."prefix", ':', '-') || '-' || "v"."action", '', 2, "v"."prefix" || ':' || "v"."action",
  "v"."cn", "v"."en", "v"."tc", "v"."sort"
FROM (VALUES
  ('ms:banner', 'add', '新增', 'Add', '新增', 0),
  ('ms:banner', 'edit', '编辑', 'Edit', '編輯', 1),
  ('ms:banner', 'delete', '删除', 'Delete', '刪除', 2),
  ('ms:banner', 'changeStatus', '启用/停用', 'Enable / disable', '啟用/停用', 3),
  ('ms:material', 'add', '新增', 'Add', '新增', 0),
  ('ms:material', 'edit', '编辑', 'Edit', '編輯', 1),
  ('ms:material', 'delete', '删除', 'Delete', '刪除', 2)
) AS "v" ("prefix", "action", "cn", "en", "tc", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "permission" = "v"."prefix" || ':page' ORDER BY "id" LIMIT 1) AS "page"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."prefix" || ':' || "v"."action");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin'
  AND ("menu"."permission" LIKE 'ms:banner:%' OR "menu"."permission" LIKE 'ms:material:%'
    OR ("menu"."app_code" = 'system' AND "menu"."name" = 'content' AND "menu"."type" = 0))
ON CONFLICT DO NOTHING;
