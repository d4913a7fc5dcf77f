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
CREATE INDEX "reservation_receipt_user_idx" ON "reservation_receipt" USING btree ("user_id");