-- The machine gallery's menu (/machines, permission dev:machines:view) for databases seeded
-- before it existed: a page under "System" (systemManagement) of the system application,
-- granted to the admin role, as server/db/seed-menus.ts declares it. On a fresh database the
-- folder does not exist yet, nothing is inserted here, and the seed writes the node itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'system', "folder"."id", 'machines', '/machines', 1, 'dev:machines:view', '状态机图库', 'Machine gallery', '狀態機圖庫', 'grid',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."parent_id" = "folder"."id")
FROM "sys_menu" "folder"
WHERE "folder"."app_code" = 'system' AND "folder"."name" = 'systemManagement' AND "folder"."type" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "permission" = 'dev:machines:view')
ORDER BY "folder"."id"
LIMIT 1;--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."permission" = 'dev:machines:view'
ON CONFLICT DO NOTHING;
