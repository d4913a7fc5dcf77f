ALTER TABLE "club_class_session" ADD COLUMN "space_id" integer;--> statement-breakpoint
ALTER TABLE "club_class_plan" ADD COLUMN "space_id" integer;--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_space_id_club_space_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."club_space"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_class_plan" ADD CONSTRAINT "club_class_plan_space_id_club_space_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."club_space"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_class_session_space_idx" ON "club_class_session" USING btree ("space_id","starts_at");--> statement-breakpoint
-- Classes and plan entries whose free-text place is a space's name move onto that space (the lowest id when two
-- spaces share a name). A live class overlapping an earlier live class of the same place stays on its free text
-- (staff choose its space): the exclusion constraint below would refuse the pair.
UPDATE "club_class_session" AS "s" SET "space_id" = "sp"."id"
FROM (SELECT "name", min("id") AS "id" FROM "club_space" GROUP BY "name") AS "sp"
WHERE "s"."space_id" IS NULL AND "sp"."name" = "s"."place" AND (
  "s"."state" = 'cancelled' OR NOT EXISTS (
    SELECT 1 FROM "club_class_session" AS "o"
    WHERE "o"."place" = "s"."place" AND "o"."state" <> 'cancelled' AND "o"."id" < "s"."id"
      AND tstzrange("o"."starts_at", "o"."ends_at", '[)') && tstzrange("s"."starts_at", "s"."ends_at", '[)')));
--> statement-breakpoint
UPDATE "club_class_plan" AS "p" SET "space_id" = "sp"."id"
FROM (SELECT "name", min("id") AS "id" FROM "club_space" GROUP BY "name") AS "sp"
WHERE "p"."space_id" IS NULL AND "sp"."name" = "p"."place";
--> statement-breakpoint
-- A space never holds two live classes at overlapping times (half-open ranges: back to back is fine).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "club_class_session" ADD CONSTRAINT "club_class_session_space_overlap"
  EXCLUDE USING gist (space_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (state <> 'cancelled' AND space_id IS NOT NULL);
