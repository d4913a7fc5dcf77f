CREATE TABLE "job_tick" (
	"job" text PRIMARY KEY NOT NULL,
	"tick_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_token_expires_idx" ON "auth_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_log_created_idx" ON "login_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");