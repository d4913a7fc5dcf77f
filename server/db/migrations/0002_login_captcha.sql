CREATE TABLE "login_captcha" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"req_no" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_captcha_req_no_unique" UNIQUE("req_no")
);
--> statement-breakpoint
CREATE INDEX "login_captcha_expires_idx" ON "login_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_log_account_idx" ON "login_log" USING btree (lower("account"),"created_at");--> statement-breakpoint
CREATE INDEX "login_log_ip_idx" ON "login_log" USING btree ("ip","created_at");