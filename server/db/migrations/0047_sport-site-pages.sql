CREATE TABLE "club_profile_version" (
	"version" integer PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_space" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"room_id" integer,
	"capacity" integer NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_space_capacity_ck" CHECK ("club_space"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "popular_place" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pinned_by" integer,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_claim" (
	"reservation_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_part" (
	"part_site_id" integer PRIMARY KEY NOT NULL,
	"whole_site_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_part_not_self_ck" CHECK ("site_part"."part_site_id" <> "site_part"."whole_site_id")
);
--> statement-breakpoint
CREATE TABLE "sport_scene_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_scene_group_scene" (
	"scene_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_site" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"price_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_site_state_ck" CHECK ("sport_site"."state" in ('open','maintenance'))
);
--> statement-breakpoint
ALTER TABLE "club_profile_version" ADD CONSTRAINT "club_profile_version_saved_by_sys_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_space" ADD CONSTRAINT "club_space_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_place" ADD CONSTRAINT "popular_place_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_place" ADD CONSTRAINT "popular_place_pinned_by_sys_user_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_claim" ADD CONSTRAINT "site_claim_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_part" ADD CONSTRAINT "site_part_part_site_id_site_id_fk" FOREIGN KEY ("part_site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_part" ADD CONSTRAINT "site_part_whole_site_id_site_id_fk" FOREIGN KEY ("whole_site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_scene_group_scene" ADD CONSTRAINT "sport_scene_group_scene_scene_id_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_scene_group_scene" ADD CONSTRAINT "sport_scene_group_scene_group_id_sport_scene_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sport_scene_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_site" ADD CONSTRAINT "sport_site_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_claim_reservation_idx" ON "site_claim" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "site_part_whole_idx" ON "site_part" USING btree ("whole_site_id");--> statement-breakpoint
CREATE INDEX "sport_scene_group_scene_group_idx" ON "sport_scene_group_scene" USING btree ("group_id");--> statement-breakpoint
-- No double booking between a whole site and its parts, by construction (DESIGN.md §6): an active
-- exclusive reservation of a family's site claims units — a whole claims each of its parts, a part
-- (or a whole without parts) itself — and two claims of one unit may not overlap. Ranges are
-- half-open '[)'. A conflicting write fails with SQLSTATE 23P01, as the reservation's own constraint.
ALTER TABLE "site_claim" ADD CONSTRAINT "site_claim_no_overlap"
  EXCLUDE USING gist (site_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&);
--> statement-breakpoint
-- The units a reservation of p_site claims: the parts of a whole, else the site itself.
CREATE OR REPLACE FUNCTION site_claim_units(p_site integer) RETURNS SETOF integer
LANGUAGE sql STABLE AS $$
  SELECT part_site_id FROM site_part WHERE whole_site_id = p_site
  UNION ALL
  SELECT p_site WHERE NOT EXISTS (SELECT 1 FROM site_part WHERE whole_site_id = p_site)
$$;
--> statement-breakpoint
-- Keeps site_claim equal to the active exclusive reservations of the families' sites. The family's
-- whole is locked (after the site's own row, which the booking path locks first) before claims are
-- written, so the writers of one family queue and never meet inside the exclusion check (where
-- PostgreSQL would abort one with a deadlock). An update that keeps the site, range and activity
-- keeps the claims: a past reservation completed later never re-checks history.
CREATE OR REPLACE FUNCTION site_claims_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_active boolean := NEW.exclusive AND NEW.status IN ('pendingAudit', 'approved', 'checkedIn', 'completed');
  v_whole integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.site_id = NEW.site_id AND OLD.start_at = NEW.start_at AND OLD.end_at = NEW.end_at
      AND (OLD.exclusive AND OLD.status IN ('pendingAudit', 'approved', 'checkedIn', 'completed')) = v_active THEN
      RETURN NULL;
    END IF;
    DELETE FROM site_claim WHERE reservation_id = OLD.id;
  END IF;
  IF NOT v_active THEN
    RETURN NULL;
  END IF;
  SELECT coalesce((SELECT p.whole_site_id FROM site_part p WHERE p.part_site_id = NEW.site_id), NEW.site_id)
    INTO v_whole;
  IF NOT EXISTS (SELECT 1 FROM site_part p WHERE p.whole_site_id = v_whole) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM site s WHERE s.id = v_whole FOR UPDATE;
  INSERT INTO site_claim (reservation_id, site_id, start_at, end_at)
    SELECT NEW.id, u, NEW.start_at, NEW.end_at FROM site_claim_units(NEW.site_id) u;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_site_claims ON reservation;
--> statement-breakpoint
CREATE TRIGGER reservation_site_claims
  AFTER INSERT OR UPDATE OF status, site_id, start_at, end_at, exclusive ON reservation
  FOR EACH ROW EXECUTE FUNCTION site_claims_sync();
--> statement-breakpoint
-- Rewrites the claims of the coming active reservations of p_sites after a change of parts (the caller
-- holds the sites' row locks: parts first, then wholes). Raises 23P01 when the new structure would
-- double-book: the caller's transaction then changes nothing.
CREATE OR REPLACE FUNCTION site_claims_refresh(p_sites integer[], p_now timestamptz) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM site_claim c USING reservation r WHERE c.reservation_id = r.id AND r.site_id = ANY (p_sites);
  INSERT INTO site_claim (reservation_id, site_id, start_at, end_at)
    SELECT r.id, u, r.start_at, r.end_at
    FROM reservation r, site_claim_units(r.site_id) u
    WHERE r.site_id = ANY (p_sites) AND r.exclusive AND r.end_at > p_now
      AND r.status IN ('pendingAudit', 'approved', 'checkedIn', 'completed')
      AND (EXISTS (SELECT 1 FROM site_part p WHERE p.part_site_id = r.site_id)
        OR EXISTS (SELECT 1 FROM site_part p WHERE p.whole_site_id = r.site_id));
$$;
--> statement-breakpoint
-- The sport venue's pages of the "Fitness club" folder for databases seeded before them (a fresh database gets
-- them from server/db/seed-menus.ts), with their buttons, granted to the administrators. Every statement does
-- nothing before the seed has run, and nothing the second time.
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "folder"."id", "page"."name", "page"."path", 1, "page"."permission", "page"."title_cn", "page"."title_en", "page"."title_tc", "page"."icon", "page"."position", 0
FROM "sys_menu" "folder", (VALUES
  ('sceneGrouping', '/sceneGrouping', 'fitness:sceneGroup:page', '场景分组', 'Scene groups', '場景分組', 'apps', 15),
  ('smallScenes', '/smallScenes', 'fitness:sitePart:page', '分场管理', 'Site parts', '分場管理', 'apps', 16),
  ('siteManagement', '/siteManagement', 'fitness:sportSite:page', '运动场地', 'Sport sites', '運動場地', 'list', 17),
  ('orderManagement', '/orderManagement', 'fitness:sportOrder:page', '场馆订单', 'Venue orders', '場館訂單', 'list', 18),
  ('popularPlaces', '/popularPlaces', 'fitness:popularPlace:page', '热门场地', 'Popular places', '熱門場地', 'list', 19),
  ('spaceManage', '/spaceManage', 'fitness:space:page', '空间管理', 'Spaces', '空間管理', 'apps', 20),
  ('fitnessCenter', '/fitnessCenter', 'fitness:profile:page', '健身中心资料', 'Club profile', '健身中心資料', 'setting', 21)
) AS "page" ("name", "path", "permission", "title_cn", "title_en", "title_tc", "icon", "position")
WHERE "folder"."app_code" = 'venue' AND "folder"."name" = 'fitnessClub'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "page"."permission");
--> statement-breakpoint
INSERT INTO "sys_menu" ("app_code", "parent_id", "name", "path", "type", "permission", "title_cn", "title_en", "title_tc", "icon", "sort", "status")
SELECT 'venue', "parent"."id", "button"."name", '', 2, "button"."permission", "button"."title_cn", "button"."title_en", "button"."title_tc", NULL, "button"."position", 0
FROM "sys_menu" "parent", (VALUES
  ('fitness-sceneGroup-edit', 'fitness:sceneGroup:page', 'fitness:sceneGroup:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-sceneGroup-delete', 'fitness:sceneGroup:page', 'fitness:sceneGroup:delete', '删除', 'Delete', '刪除', 1),
  ('fitness-sitePart-edit', 'fitness:sitePart:page', 'fitness:sitePart:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-sportSite-edit', 'fitness:sportSite:page', 'fitness:sportSite:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-popularPlace-edit', 'fitness:popularPlace:page', 'fitness:popularPlace:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-space-edit', 'fitness:space:page', 'fitness:space:edit', '编辑', 'Edit', '編輯', 0),
  ('fitness-space-delete', 'fitness:space:page', 'fitness:space:delete', '删除', 'Delete', '刪除', 1),
  ('fitness-profile-edit', 'fitness:profile:page', 'fitness:profile:edit', '编辑', 'Edit', '編輯', 0)
) AS "button" ("name", "parent_permission", "permission", "title_cn", "title_en", "title_tc", "position")
WHERE "parent"."app_code" = 'venue' AND "parent"."permission" = "button"."parent_permission"
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" "m" WHERE "m"."permission" = "button"."permission");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT "role"."id", "menu"."id" FROM "sys_role" "role", "sys_menu" "menu"
WHERE "role"."code" = 'admin' AND "menu"."app_code" = 'venue'
  AND ("menu"."permission" LIKE 'fitness:sceneGroup:%' OR "menu"."permission" LIKE 'fitness:sitePart:%'
    OR "menu"."permission" LIKE 'fitness:sportSite:%' OR "menu"."permission" LIKE 'fitness:sportOrder:%'
    OR "menu"."permission" LIKE 'fitness:popularPlace:%' OR "menu"."permission" LIKE 'fitness:space:%'
    OR "menu"."permission" LIKE 'fitness:profile:%')
ON CONFLICT DO NOTHING;
