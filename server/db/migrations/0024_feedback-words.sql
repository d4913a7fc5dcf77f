CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"mode" text DEFAULT 'refuse' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reply" ADD CONSTRAINT "feedback_reply_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reply" ADD CONSTRAINT "feedback_reply_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "feedback_reply_feedback_idx" ON "feedback_reply" USING btree ("feedback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_word_lower_uq" ON "sensitive_word" USING btree (lower("word"));--> statement-breakpoint
-- The menus of this feature for databases seeded before it existed, as server/db/seed-menus.ts declares them
-- (on a fresh database the system application's menus do not exist yet: nothing is inserted, the seed writes them).
-- 1. The folder 'content' of the system application (shared with other content pages: inserted once).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', NULL, 'content', '/content', 0, NULL, '内容管理', 'Content', '內容管理', 'news',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'system' AND "sibling"."parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "sys_menu" WHERE "app_code" = 'system' AND "name" = 'systemManagement' AND "type" = 0)
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "app_code" = 'system' AND "name" = 'content' AND "type" = 0);--> statement-breakpoint
-- 2. Its pages /siteWordFilter and /feedback.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', "folder"."id", "v"."name", "v"."path", 1, "v"."permission", "v"."cn", "v"."en", "v"."tc", "v"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."parent_id" = "folder"."id") + "v"."sort"
FROM (VALUES
  ('siteWordFilter', '/siteWordFilter', 'ms:word:page', '敏感词', 'Sensitive words', '敏感詞', 'shield', 0),
  ('feedback', '/feedback', 'ms:feedback:page', '意见反馈', 'Feedback', '意見反饋', 'notice', 1)
) AS "v" ("name", "path", "permission", "cn", "en", "tc", "icon", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'system' AND "name" = 'content' AND "type" = 0
  ORDER BY "id" LIMIT 1) AS "folder"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
-- 3. Their buttons.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', "page"."id", "v"."name", '', 2, "v"."permission", "v"."cn", "v"."en", "v"."tc", NULL, "v"."sort"
FROM (VALUES
  ('ms:word:page', 'ms-word-add', 'ms:word:add', '新增', 'Add', '新增', 0),
  ('ms:word:page', 'ms-word-edit', 'ms:word:edit', '编辑', 'Edit', '編輯', 1),
  ('ms:word:page', 'ms-word-delete', 'ms:word:delete', '删除', 'Delete', '刪除', 2),
  ('ms:word:page', 'ms-word-import', 'ms:word:import', '导入', 'Import', '匯入', 3),
  ('ms:feedback:page', 'ms-feedback-detail', 'ms:feedback:detail', '详情', 'Details', '詳情', 0),
  ('ms:feedback:page', 'ms-feedback-reply', 'ms:feedback:reply', '回复', 'Reply', '回覆', 1),
  ('ms:feedback:page', 'ms-feedback-close', 'ms:feedback:close', '关闭', 'Close', '關閉', 2)
) AS "v" ("parent", "name", "permission", "cn", "en", "tc", "sort"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "permission" = "v"."parent" AND "type" = 1 ORDER BY "id" LIMIT 1) AS "page"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "v"."permission");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND ("menu"."permission" LIKE 'ms:word:%' OR "menu"."permission" LIKE 'ms:feedback:%'
  OR ("menu"."app_code" = 'system' AND "menu"."name" = 'content' AND "menu"."type" = 0))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- 4. The terminal's pages /contact (shown) and /contactInfo, /about, /language (hidden, linked from /contact).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "v"."name", "v"."path", 1, NULL, "v"."cn", "v"."en", "v"."tc", "v"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL)
    + "v"."sort", "v"."status"
FROM (VALUES
  ('terminalContact', '/contact', '联系我们', 'Contact us', '聯絡我們', 'notice', 0, 0),
  ('terminalContactInfo', '/contactInfo', '联系方式', 'Contact information', '聯絡方式', 'notice', 1, 1),
  ('terminalAbout', '/about', '关于', 'About', '關於', 'help', 2, 1),
  ('terminalLanguage', '/language', '语言', 'Language', '語言', 'language', 3, 1)
) AS "v" ("name", "path", "cn", "en", "tc", "icon", "sort", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "v"."path");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal'
  AND "menu"."path" IN ('/contact', '/contactInfo', '/about', '/language')
ON CONFLICT DO NOTHING;
