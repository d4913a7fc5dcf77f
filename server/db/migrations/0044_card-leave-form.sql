-- The membership-card leave approval (docs/fitness.md "A member's leave request") for databases seeded before
-- it: the seed (server/db/seed-card-leave.ts) writes a fresh database's. Runs once, does nothing before the seed
-- has run (no administrator role yet) and nothing the second time.
-- * No dictionary `clubApprovalForm` yet: the form "Membership card leave" (its fields, version 1, the
--   one-approver workflow: the holders of role `approver`, else the administrator) in the group "Fitness club",
--   and the dictionary binding CARD_LEAVE to it.
-- * The form bound to CARD_LEAVE whose current version has no fields (seeded before the request filled the form):
--   a new version with the request's fields and the same workflow, so approvers read what is asked.
DO $$
DECLARE
  fields jsonb := '{"fields":[{"id":"member","type":"user","label":{"cn":"会员","en":"Member","tc":"會員"},"required":false,"limits":{}},{"id":"card","type":"text","label":{"cn":"会员卡","en":"Card","tc":"會員卡"},"required":false,"limits":{}},{"id":"cardType","type":"text","label":{"cn":"卡类型","en":"Card type","tc":"卡類型"},"required":false,"limits":{}},{"id":"period","type":"dateRange","label":{"cn":"请假时间","en":"Leave period","tc":"請假時間"},"required":false,"limits":{}},{"id":"days","type":"number","label":{"cn":"天数","en":"Days","tc":"天數"},"required":false,"limits":{}},{"id":"reason","type":"text","label":{"cn":"原因","en":"Reason","tc":"原因"},"required":false,"limits":{}}]}'::jsonb;
  admin_id integer;
  role_id integer;
  group_id integer;
  define_id integer;
  dict_id integer;
  cur record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "sys_role" WHERE "code" = 'admin') THEN
    RETURN;
  END IF;
  SELECT "id" INTO admin_id FROM "sys_user" WHERE "account" = 'admin';
  IF NOT EXISTS (SELECT 1 FROM "sys_dict_type" WHERE "code" = 'clubApprovalForm') THEN
    SELECT "id" INTO role_id FROM "sys_role" WHERE "code" = 'approver';
    INSERT INTO "form_group" ("name", "name_en", "name_tc", "sort", "status")
      VALUES ('健身俱乐部', 'Fitness club', '健身俱樂部', 2, 1)
      ON CONFLICT ("name") DO UPDATE SET "name" = EXCLUDED."name"
      RETURNING "id" INTO group_id;
    INSERT INTO "form_define" ("group_id", "name", "name_en", "name_tc", "icon", "description", "current_version")
      VALUES (group_id, '会员卡请假', 'Membership card leave', '會員卡請假', 'audit',
        '会员在终端申请的会员卡请假（冻结）审批', 1)
      RETURNING "id" INTO define_id;
    INSERT INTO "form_define_version" ("define_id", "version", "schema", "workflow", "created_by")
      VALUES (define_id, 1, fields,
        -- The seed's workflow with the role's and the administrator's ids (no role `approver`: no candidates,
        -- the administrator decides).
        replace(replace('{"nodes":[{"id":"clubApprover","kind":"approver","name":{"cn":"会员卡请假审批","en":"Card leave approval","tc":"會員卡請假審批"},"candidates":{"type":"ROLE","roleIds":[991199],"userIds":[],"directorLevel":1,"selectRange":{"orgIds":[],"roleIds":[],"userIds":[]},"multiple":false},"examineMode":"OR_SIGN","noCandidate":{"action":"ADMIN","adminUserId":992299},"whenInitiator":"LEADER","whenRepeated":"EVERY","afterReturn":"CONTINUE"}]}',
          '991199', coalesce(role_id::text, '')), '992299', coalesce(admin_id::text, 'null'))::jsonb,
        admin_id);
    INSERT INTO "sys_dict_type" ("kind", "code", "name", "sort", "remark")
      VALUES ('business', 'clubApprovalForm', 'Fitness-club approval forms', 101,
        'value: CARD_LEAVE:<form definition id>')
      RETURNING "id" INTO dict_id;
    INSERT INTO "sys_dict_item" ("type_id", "value", "label_cn", "label_en", "label_tc", "sort")
      VALUES (dict_id, 'CARD_LEAVE:' || define_id, '会员卡请假审批', 'Card leaves: club approval', '會員卡請假審批', 0);
    RETURN;
  END IF;
  FOR cur IN
    SELECT "d"."id", "d"."current_version", "v"."workflow"
    FROM "sys_dict_item" "i"
    JOIN "sys_dict_type" "t" ON "t"."id" = "i"."type_id" AND "t"."code" = 'clubApprovalForm'
    JOIN "form_define" "d" ON "i"."value" = 'CARD_LEAVE:' || "d"."id"
    JOIN "form_define_version" "v" ON "v"."define_id" = "d"."id" AND "v"."version" = "d"."current_version"
    WHERE jsonb_array_length(coalesce("v"."schema"->'fields', '[]'::jsonb)) = 0
  LOOP
    INSERT INTO "form_define_version" ("define_id", "version", "schema", "workflow", "created_by")
      VALUES (cur."id", cur."current_version" + 1, fields, cur."workflow", admin_id);
    UPDATE "form_define" SET "current_version" = cur."current_version" + 1, "updated_at" = now() WHERE "id" = cur."id";
  END LOOP;
END
$$;
