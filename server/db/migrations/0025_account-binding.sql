CREATE TABLE "sys_oidc_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_bind" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_oidc_state" ADD CONSTRAINT "sys_oidc_state_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_bind" ADD CONSTRAINT "sys_user_bind_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_bind_subject_uq" ON "sys_user_bind" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_bind_user_uq" ON "sys_user_bind" USING btree ("user_id","issuer");--> statement-breakpoint
-- The terminal's /personal page, granted as server/db/seed-menus.ts declares it, for databases seeded before it
-- existed. On a fresh database no application exists yet, nothing is inserted here, and the seed writes it itself.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'terminal', NULL, 'terminalPersonal', '/personal', 1, NULL, '个人中心', 'Me', '個人中心', 'user',
  (SELECT count(*) FROM "sys_menu" "sibling" WHERE "sibling"."app_code" = 'terminal' AND "sibling"."parent_id" IS NULL), 0
WHERE EXISTS (SELECT 1 FROM "sys_app" WHERE "code" = 'terminal')
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."app_code" = 'terminal' AND "m"."path" = '/personal');--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" IN ('admin', 'user', 'approver') AND "menu"."app_code" = 'terminal' AND "menu"."path" = '/personal'
ON CONFLICT DO NOTHING;
