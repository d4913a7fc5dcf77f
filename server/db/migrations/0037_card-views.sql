-- The membership-card views for databases seeded before them (a fresh database gets them from
-- server/db/seed-menus.ts): the electronic cards and the operation log by kind, pages of the "Membership cards"
-- folder after its pages, admitted by their granted menu nodes alone (no permission code), granted to the
-- administrators. Every statement does nothing before the seed has run, and nothing the second time.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", 'list', "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('eleCards', '/eleCards', '电子卡', 'Stored-value cards', '電子卡', 5),
  ('tranfCardLog', '/tranfCardLog', '转卡记录', 'Card transfers', '轉卡記錄', 6),
  ('delayCardLog', '/delayCardLog', '延期记录', 'Card delays', '延期記錄', 7),
  ('leaveCardLog', '/leaveCardLog', '请假记录', 'Card leaves', '請假記錄', 8),
  ('delayRecord', '/delayRecord', '延期明细', 'Delay details', '延期明細', 9),
  ('useCardRecord', '/useCardRecord', '用卡记录', 'Card uses', '用卡記錄', 10)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."path" = '/fitnessCards' AND "folder"."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND "menu"."path" IN ('/eleCards', '/tranfCardLog', '/delayCardLog', '/leaveCardLog', '/delayRecord', '/useCardRecord')
  AND "menu"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "path" = '/fitnessCards')
ON CONFLICT DO NOTHING;
