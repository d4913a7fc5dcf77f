CREATE TABLE "reservation_receipt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'NEEDS_ACTION' NOT NULL,
	"reason" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scene" ADD COLUMN "receipt_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_receipt" ADD CONSTRAINT "reservation_receipt_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_receipt" ADD CONSTRAINT "reservation_receipt_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_receipt_uq" ON "reservation_receipt" USING btree ("reservation_id","user_id");--> statement-breakpoint
CREATE INDEX "reservation_receipt_user_idx" ON "reservation_receipt" USING btree ("user_id");--> statement-breakpoint
UPDATE "scene" SET "receipt_enabled" = true WHERE "code" = 'meetingRoom';--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, 'terminalReceipt', '/receipt', 1, NULL, '会议邀请', 'Meeting invitation', '會議邀請', 'notice',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL), 1
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = '/receipt');--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal' AND "menu"."path" = '/receipt'
ON CONFLICT DO NOTHING;
