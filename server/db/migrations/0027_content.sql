CREATE TABLE "ms_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"help_kind_id" integer,
	"title_cn" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_tc" text DEFAULT '' NOT NULL,
	"body_cn" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_tc" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"cover_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_help_kind" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ms_article" ADD CONSTRAINT "ms_article_help_kind_id_ms_help_kind_id_fk" FOREIGN KEY ("help_kind_id") REFERENCES "public"."ms_help_kind"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_article" ADD CONSTRAINT "ms_article_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_article" ADD CONSTRAINT "ms_article_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ms_article_shown_idx" ON "ms_article" USING btree ("kind","status","pinned","publish_at");--> statement-breakpoint
CREATE INDEX "ms_article_help_kind_idx" ON "ms_article" USING btree ("help_kind_id") WHERE "ms_article"."help_kind_id" IS NOT NULL;--> statement-breakpoint
-- The content menus for databases seeded before they existed, as server/db/seed-menus.ts declares them: a
-- "News and help" folder of the venue application with /siteNews, /siteNotice and /help and their buttons, granted
-- to the admin role, and the terminal's /announcement, /newsDetail, /noticeDetail and /help for the
-- terminal's roles. On a fresh database the applications do not exist yet, nothing is inserted here, and
-- the seed writes the nodes itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', NULL, 'articles', '/articles', 0, NULL, '新闻公告', 'News and help', '新聞公告', 'notice',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "permission" = 'ms:news:page');--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', "folder"."id", "v"."name", "v"."path", 1, "v"."permission", "v"."cn", "v"."en", "v"."tc", "v"."icon", "v"."sort"
FROM (VALUES
  ('siteNews', '/siteNews', 'ms:news:page', '新闻管理', 'News', '新聞管理', 'notice', 0),
  ('siteNotice', '/siteNotice', 'ms:notice:page', '公告管理', 'Notices', '公告管理', 'notice', 1),
  ('helpArticles', '/help', 'ms:help:page', '帮助文章', 'Help articles', '幫助文章', 'book', 2)
) AS "v" ("name", "path", "permission", "cn", "en", "tc", "icon", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "name" = 'articles' AND "type" = 0
  ORDER BY "id" DESC LIMIT 1) AS "folder"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', "page"."id", replace("v"."permission", ':', '-'), '', 2, "v"."permission", "a"."cn", "a"."en", "a"."tc", NULL, "a"."sort"
FROM (VALUES
  ('ms:news', 'ms:news:page'), ('ms:notice', 'ms:notice:page'), ('ms:help', 'ms:help:page'), ('ms:helpKind', 'ms:help:page')
) AS "p" ("prefix", "page_permission"),
LATERAL (VALUES
  ('add', '新增', 'Add', '新增', 0), ('edit', '编辑', 'Edit', '編輯', 1), ('delete', '删除', 'Delete', '刪除', 2),
  ('publish', '发布/撤回', 'Publish / withdraw', '發佈/撤回', 3), ('pin', '置顶', 'Pin', '置頂', 4),
  ('page', '查询', 'Query', '查詢', 5)
) AS "a" ("action", "cn", "en", "tc", "sort"),
LATERAL (SELECT "p"."prefix" || ':' || "a"."action" AS "permission") AS "v",
LATERAL (SELECT "id" FROM "sys_menu" WHERE "permission" = "p"."page_permission" AND "type" = 1
  ORDER BY "id" LIMIT 1) AS "page"
WHERE (CASE WHEN "p"."prefix" = 'ms:helpKind' THEN "a"."action" IN ('page', 'add', 'edit', 'delete')
  ELSE "a"."action" <> 'page' END)
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'ms:%' OR ("menu"."name" = 'articles' AND "menu"."type" = 0))
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "v"."name", "v"."path", 1, NULL, "v"."cn", "v"."en", "v"."tc", "v"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL)
    + "v"."sort", "v"."status"
FROM (VALUES
  ('terminalAnnouncement', '/announcement', '公告新闻', 'News and notices', '公告新聞', 'notice', 0, 0),
  ('terminalNewsDetail', '/newsDetail', '新闻详情', 'News', '新聞詳情', 'notice', 1, 1),
  ('terminalNoticeDetail', '/noticeDetail', '公告详情', 'Notice', '公告詳情', 'notice', 2, 1),
  ('terminalHelp', '/help', '帮助', 'Help', '幫助', 'book', 3, 0)
) AS "v" ("name", "path", "cn", "en", "tc", "icon", "sort", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "v"."path");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal'
  AND "menu"."path" IN ('/announcement', '/newsDetail', '/noticeDetail', '/help')
ON CONFLICT DO NOTHING;
