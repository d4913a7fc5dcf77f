-- The conference centre's terminal pages (deployment variant 5: meetings, catering, meal vouchers) in the
-- terminal's menus, for databases seeded before them (a fresh database gets them from server/db/seed-menus.ts).
-- One statement over a list of pages: each is added after the terminal's top-level menus unless its path is there.
-- Status 1 keeps a page hidden from navigation while it stays admitted (details, results).
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "page"."name", "page"."path", 1, NULL, "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL) + "page"."position",
  "page"."status"
FROM (VALUES
  ('terminalMeet', '/meet', '会议室', 'Meeting rooms', '會議室', 'grid', 0, 0),
  ('terminalConferenceCenter', '/conference-center', '我的会议', 'My meetings', '我的會議', 'list', 1, 0),
  ('terminalReserveMeeting', '/reserve', '预订会议', 'Book a meeting', '預訂會議', 'calendar', 2, 0),
  ('terminalConference', '/conference', '预订会议室', 'Book a room', '預訂會議室', 'calendar', 3, 1),
  ('terminalSubmit', '/submit', '预订结果', 'Booking result', '預訂結果', 'list', 4, 1),
  ('terminalConferenceDetails', '/conferenceDetails', '会议详情', 'Meeting details', '會議詳情', 'list', 5, 1),
  ('terminalCodePage', '/codePage', '签到码', 'Check-in code', '簽到碼', 'audit', 6, 1),
  ('terminalCatering', '/catering', '餐饮', 'Catering', '餐飲', 'apps', 7, 0),
  ('terminalRestaurant', '/restaurant', '餐厅菜单', 'Restaurant menus', '餐廳菜單', 'list', 8, 1),
  ('terminalFoodDeliveryOrderReserve', '/foodDeliveryOrderReserve', '预订送餐', 'Order a delivery', '預訂送餐', 'list', 9, 1),
  ('terminalFoodDeliveryOrder', '/foodDeliveryOrder', '我的送餐', 'My deliveries', '我的送餐', 'list', 10, 1),
  ('terminalMealVoucherReserve', '/mealVoucherReserve', '申请餐券', 'Apply for meal vouchers', '申請餐券', 'catering', 11, 0),
  ('terminalMealVouchers', '/mealVouchers', '餐券申请', 'Meal voucher applications', '餐券申請', 'catering', 12, 0),
  ('terminalMyMealVoucher', '/myMealVoucher', '我的餐券', 'My meal vouchers', '我的餐券', 'catering', 13, 0),
  ('terminalMyMealVoucherDetail', '/myMealVoucherDetail', '餐券详情', 'Meal voucher', '餐券詳情', 'catering', 14, 1)
) AS "page" ("name", "path", "title_cn", "title_en", "title_tc", "icon", "position", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "page"."path");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal'
  AND "menu"."path" IN ('/meet', '/conference-center', '/reserve', '/conference', '/submit', '/conferenceDetails', '/codePage', '/catering', '/restaurant', '/foodDeliveryOrderReserve', '/foodDeliveryOrder', '/mealVoucherReserve', '/mealVouchers', '/myMealVoucher', '/myMealVoucherDetail')
ON CONFLICT DO NOTHING;
