ALTER TABLE "building" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "building" ADD COLUMN "name_tc" text;--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "name_tc" text;--> statement-breakpoint
ALTER TABLE "floor" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "floor" ADD COLUMN "name_tc" text;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "name_tc" text;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "name_tc" text;