CREATE TABLE "idempotency_key" (
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_path_key_pk" PRIMARY KEY("user_id","path","key")
);
--> statement-breakpoint
CREATE TABLE "user_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reservation_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_message_user_idx" ON "user_message" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_calendar_token_unique" UNIQUE("calendar_token");