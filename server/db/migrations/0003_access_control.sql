CREATE TABLE "sys_dict_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"value" text NOT NULL,
	"label_cn" text NOT NULL,
	"label_en" text NOT NULL,
	"label_tc" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	CONSTRAINT "sys_dict_type_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_flexible_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"title_tc" text NOT NULL,
	"icon" text,
	"path" text,
	"link" text,
	"target" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_ident" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"valid_from" text,
	"valid_to" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_ident_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_position_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_role_org" (
	"role_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "sys_role_org_role_id_org_id_pk" PRIMARY KEY("role_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "sys_text_override" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"ns" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_app" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "active_app" text;--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_type_id_sys_dict_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."sys_dict_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_org" ADD CONSTRAINT "sys_role_org_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_org" ADD CONSTRAINT "sys_role_org_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value_uq" ON "sys_dict_item" USING btree ("type_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_text_override_uq" ON "sys_text_override" USING btree ("lang","ns","key");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_position_id_sys_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."sys_position"("id") ON DELETE no action ON UPDATE no action;