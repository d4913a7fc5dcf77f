CREATE TABLE "mc_room_lock" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocked_by" integer,
	"unlocked_at" timestamp with time zone,
	CONSTRAINT "mc_room_lock_range_check" CHECK ("mc_room_lock"."end_at" > "mc_room_lock"."start_at"),
	CONSTRAINT "mc_room_lock_state_check" CHECK ("mc_room_lock"."state" in ('scheduled', 'active', 'expired', 'unlocked'))
);
--> statement-breakpoint
ALTER TABLE "mc_room_lock" ADD CONSTRAINT "mc_room_lock_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_room_lock" ADD CONSTRAINT "mc_room_lock_locked_by_sys_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_room_lock" ADD CONSTRAINT "mc_room_lock_unlocked_by_sys_user_id_fk" FOREIGN KEY ("unlocked_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mc_room_lock_site_idx" ON "mc_room_lock" USING btree ("site_id","start_at");