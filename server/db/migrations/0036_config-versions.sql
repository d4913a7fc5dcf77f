-- Versions of the configurations every booking reads (server/modules/config/config-versions.ts): one row per
-- configuration, whose stamp changes in the same transaction as any change of the tables behind it, by a
-- statement-level trigger — so every writer (the API, migrations, seeds, psql) bumps it and every process sees a
-- change on its next call. A stamp is a random UUID, never reused: a cache filled under a stamp that a rolled-back
-- transaction wrote can never match again, nor can a stamp of another database.
CREATE TABLE "config_version" (
	"name" text PRIMARY KEY NOT NULL,
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
INSERT INTO "config_version" ("name") VALUES ('closure'), ('rule'), ('booker'), ('notice'), ('quota');
--> statement-breakpoint
CREATE FUNCTION "bump_config_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "config_version" SET "stamp" = gen_random_uuid() WHERE "name" = TG_ARGV[0];
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "site_closure_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_closure"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('closure');
--> statement-breakpoint
CREATE TRIGGER "reserve_rule_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reserve_rule"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('rule');
--> statement-breakpoint
CREATE TRIGGER "reserve_rule_binding_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reserve_rule_binding"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('rule');
--> statement-breakpoint
CREATE TRIGGER "sys_org_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_org"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('booker');
--> statement-breakpoint
CREATE TRIGGER "sys_ident_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_ident"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('booker');
--> statement-breakpoint
CREATE TRIGGER "sys_user_role_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_role"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('booker');
--> statement-breakpoint
-- Of a user, only the organisation and the temporary identity are booker facts (sign-ins and the like write others).
CREATE TRIGGER "sys_user_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "org_id", "ident" ON "sys_user"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('booker');
--> statement-breakpoint
CREATE TRIGGER "reserve_notice_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reserve_notice"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('notice');
--> statement-breakpoint
CREATE TRIGGER "quota_rule_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quota_rule"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_config_version"('quota');
--> statement-breakpoint
-- A booking's locks and the checks made under them, in one round trip (server/modules/reserve/booking-locks.ts), in
-- the order every writer takes them: the organisation's and the user's advisory locks (rules/booking-checks.ts,
-- keys 7200002 / 7200001), then the site's row. Each query of a VOLATILE PL/pgSQL function takes a new snapshot
-- (READ COMMITTED), so what is read after a lock sees every change committed before the lock was granted — which
-- one plain statement, whose snapshot is taken before it waits, would not. A null argument skips its part:
-- p_org / p_user (the user's lock and open credit bars), p_site (the site's lock, kind and capacity, the first room
-- lock in p_lock_states overlapping [p_from, p_to), the live holds overlapping it at p_now).
CREATE FUNCTION "booking_locks"(
	p_org integer, p_user integer, p_site integer, p_from timestamptz, p_to timestamptz, p_now timestamptz,
	p_lock_states text[]
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_site record;
	v_bars json;
	v_room_lock json;
	v_holds json;
BEGIN
	IF p_org IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7200002, p_org);
	END IF;
	IF p_user IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7200001, p_user);
		SELECT coalesce(json_agg(json_build_object('id', b.id, 'scoreAt', b.score_at, 'barredUntil', b.barred_until)
			ORDER BY b.barred_until), '[]'::json)
			INTO v_bars FROM "credit_breach" b WHERE b.user_id = p_user AND b.lifted_at IS NULL;
	END IF;
	IF p_site IS NULL THEN
		RETURN json_build_object('bars', v_bars);
	END IF;
	SELECT s.kind, s.capacity INTO v_site FROM "site" s WHERE s.id = p_site FOR UPDATE;
	SELECT json_build_object('startAt', l.start_at, 'endAt', l.end_at, 'reason', l.reason) INTO v_room_lock
		FROM "mc_room_lock" l
		WHERE l.site_id = p_site AND l.state = ANY (p_lock_states) AND l.start_at < p_to AND l.end_at > p_from
		ORDER BY l.start_at LIMIT 1;
	SELECT coalesce(json_agg(json_build_object('userId', h.user_id, 'startAt', h.start_at, 'endAt', h.end_at,
		'expiresAt', h.expires_at)), '[]'::json)
		INTO v_holds FROM "site_hold" h
		WHERE h.site_id = p_site AND h.expires_at > p_now AND h.start_at < p_to AND h.end_at > p_from;
	RETURN json_build_object('bars', v_bars, 'kind', v_site.kind, 'capacity', v_site.capacity,
		'roomLock', v_room_lock, 'holds', v_holds);
END
$$;
