-- The conference centre's remaining terminal pages (deployment variant 5: my organisation's statements, the
-- department approver's queues, my day, the rooms' schedule, other services, my centre and my profile) and the
-- organisation's confirm button, for databases seeded before them (a fresh database gets them from
-- server/db/seed-menus.ts). As 0030: one statement over a list of pages, each added after the terminal's top-level
-- menus unless its path is there; status 1 keeps a page hidden from navigation while it stays admitted.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL) + "page"."position",
  "page"."status"
FROM (VALUES
  ('terminalSettlement', '/settlement', '会议结算', 'Meeting statements', '會議結算', 'list', 0, 0),
  ('terminalSettlementDetail', '/settlementDetail', '会议结算单', 'Meeting statement', '會議結算單', 'list', 1, 1),
  ('terminalCateringSettlement', '/cateringSettlement', '餐饮结算', 'Catering statements', '餐飲結算', 'list', 2, 0),
  ('terminalCateringSettlementDetail', '/cateringSettlementDetail', '餐饮结算单', 'Catering statement', '餐飲結算單', 'list', 3, 1),
  ('terminalTrip', '/trip', '我的行程', 'My day', '我的行程', 'calendar', 4, 0),
  ('terminalScheduling', '/scheduling', '会议排期', 'Schedule', '會議排期', 'calendar', 5, 0),
  ('terminalSchedulingDetails', '/schedulingDetails', '会议室排期', 'Room schedule', '會議室排期', 'calendar', 6, 1),
  ('terminalOtherPage', '/otherPage', '其他服务', 'Other services', '其他服務', 'apps', 7, 0),
  ('terminalPersonalCenter', '/personalCenter', '我的中心', 'My centre', '我的中心', 'user', 8, 0),
  ('terminalPerson', '/person', '我的资料', 'My profile', '我的資料', 'user', 9, 1),
  ('terminalAuditing', '/auditing', '部门审批', 'Department approvals', '部門審批', 'audit', 10, 0),
  ('terminalMealVoucherAudit', '/mealVoucherAudit', '餐券审批', 'Meal voucher approvals', '餐券審批', 'audit', 11, 1),
  ('terminalFoodDeliveryAudit', '/foodDeliveryAudit', '送餐审批', 'Food delivery approvals', '送餐審批', 'audit', 12, 1)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "icon", "position", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
-- The organisation's confirm of a statement: one button under /settlementDetail (both detail pages confirm through
-- the same call), for the administrators and the approvers who lead an organisation.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', "detail"."id", 'mc-settlement-orgConfirm', '', 2, 'mc:settlement:orgConfirm',
  '本单位确认结算单', 'Confirm my organisation''s statements', '本單位確認結算單', NULL, 0, 0
FROM "sys_menu" "detail"
WHERE "detail"."app_code" = 'terminal' AND "detail"."path" = '/settlementDetail' AND "detail"."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "b" WHERE "b"."parent_id" = "detail"."id" AND "b"."permission" = 'mc:settlement:orgConfirm');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal'
  AND "menu"."path" IN ('/settlement', '/settlementDetail', '/cateringSettlement', '/cateringSettlementDetail', '/trip', '/scheduling', '/schedulingDetails', '/otherPage', '/personalCenter', '/person', '/auditing', '/mealVoucherAudit', '/foodDeliveryAudit')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'approver') AND "menu"."app_code" = 'terminal' AND "menu"."permission" = 'mc:settlement:orgConfirm'
  AND "menu"."parent_id" IN (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'terminal' AND "path" = '/settlementDetail')
ON CONFLICT DO NOTHING;
