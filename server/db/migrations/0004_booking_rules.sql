CREATE TABLE "site_closure" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"scene_id" integer,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_closure_range_ck" CHECK ("site_closure"."end_date" >= "site_closure"."start_date")
);
--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "audited_by" integer;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "audit_remark" text;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_closure" ADD CONSTRAINT "site_closure_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_closure" ADD CONSTRAINT "site_closure_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_closure_site_idx" ON "site_closure" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_audited_by_sys_user_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;