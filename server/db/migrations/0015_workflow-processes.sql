CREATE TABLE "wf_process" (
	"id" serial PRIMARY KEY NOT NULL,
	"define_id" integer NOT NULL,
	"version" integer NOT NULL,
	"initiator_id" integer NOT NULL,
	"status" text NOT NULL,
	"current_node_id" text,
	"snapshot" jsonb NOT NULL,
	"business_type" text DEFAULT 'FORM' NOT NULL,
	"business_key" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"last_urged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_process_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"node_id" text,
	"user_id" integer,
	"to_user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"return_to" text,
	"comment" text,
	"event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"decision" text,
	"reminded" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "process_id" integer;--> statement-breakpoint
ALTER TABLE "wf_process" ADD CONSTRAINT "wf_process_define_id_form_define_id_fk" FOREIGN KEY ("define_id") REFERENCES "public"."form_define"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process" ADD CONSTRAINT "wf_process_initiator_id_sys_user_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process_history" ADD CONSTRAINT "wf_process_history_process_id_wf_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."wf_process"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process_history" ADD CONSTRAINT "wf_process_history_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_process_id_wf_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."wf_process"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_process_initiator_idx" ON "wf_process" USING btree ("initiator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_process_business_uq" ON "wf_process" USING btree ("business_type","business_key") WHERE business_key is not null and status in ('RUNNING', 'RETURNED');--> statement-breakpoint
CREATE UNIQUE INDEX "wf_process_history_uq" ON "wf_process_history" USING btree ("process_id","seq");--> statement-breakpoint
CREATE INDEX "wf_task_user_idx" ON "wf_task" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wf_task_process_idx" ON "wf_task" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "wf_task_due_idx" ON "wf_task" USING btree ("due_at") WHERE status = 'OPEN' and due_at is not null;--> statement-breakpoint
-- The "Approvals" (审批) folder of the venue application (/workflowStart, the hidden /start, /myTodo,
-- /myHaveDone, /myCopy, /myWorkflow) and the terminal's /apply, /auditCenter and hidden /auditDetail and
-- /examine, granted as server/db/seed-menus.ts declares them, for databases seeded before they existed. On a
-- fresh database no application exists yet, nothing is inserted here, and the seed writes the nodes itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort")
SELECT 'venue', NULL, 'approvals', '/approvals', 0, NULL, '审批', 'Approvals', '審批', 'audit',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'venue' AND "sibling"."parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'venue')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "app_code" = 'venue' AND "name" = 'approvals');--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "v"."name", "v"."path", 1, "v"."permission", "v"."cn", "v"."en", "v"."tc", "v"."icon", "v"."sort", "v"."status"
FROM (VALUES
  ('workflowStart', '/workflowStart', 'workflow:process:start', '发起申请', 'Start a request', '發起申請', 'apps', 0, 0),
  ('start', '/start', NULL, '填写申请', 'Fill in a request', '填寫申請', 'list', 1, 1),
  ('myTodo', '/myTodo', 'workflow:myTodo:page', '我的待办', 'My to-do', '我的待辦', 'todo', 2, 0),
  ('myHaveDone', '/myHaveDone', 'workflow:myHaveDone:page', '我的已办', 'Done by me', '我的已辦', 'audit', 3, 0),
  ('myCopy', '/myCopy', 'workflow:myCopy:page', '抄送我的', 'Copied to me', '抄送我的', 'notice', 4, 0),
  ('myWorkflow', '/myWorkflow', 'workflow:myWorkflow:page', '我发起的', 'Started by me', '我發起的', 'list', 5, 0)
) AS "v" ("name", "path", "permission", "cn", "en", "tc", "icon", "sort", "status"),
LATERAL (SELECT "id" FROM "sys_menu" WHERE "app_code" = 'venue' AND "name" = 'approvals' AND "type" = 0
  ORDER BY "id" LIMIT 1) AS "folder"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'venue' AND "m"."path" = "v"."path");--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, "v"."name", "v"."path", 1, NULL, "v"."cn", "v"."en", "v"."tc", "v"."icon",
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL) + "v"."sort",
  "v"."status"
FROM (VALUES
  ('terminalApply', '/apply', '申请', 'Apply', '申請', 'apps', 0, 0),
  ('terminalAuditCenter', '/auditCenter', '审批中心', 'Approvals', '審批中心', 'audit', 1, 0),
  ('terminalAuditDetail', '/auditDetail', '审批详情', 'Approval details', '審批詳情', 'audit', 2, 1),
  ('terminalExamine', '/examine', '审批', 'Approve', '審批', 'audit', 3, 1)
) AS "v" ("name", "path", "cn", "en", "tc", "icon", "sort", "status")
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = "v"."path");--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE ("role"."code" IN ('admin', 'approver')
    AND "menu"."app_code" = 'venue' AND ("menu"."name" = 'approvals' OR "menu"."path" IN
      ('/workflowStart', '/start', '/myTodo', '/myHaveDone', '/myCopy', '/myWorkflow')))
  OR ("role"."code" IN ('admin', 'user', 'approver')
    AND "menu"."app_code" = 'terminal' AND "menu"."path" IN ('/apply', '/auditCenter', '/auditDetail', '/examine'))
ON CONFLICT DO NOTHING;
