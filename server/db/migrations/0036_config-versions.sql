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
