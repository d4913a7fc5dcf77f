ALTER TABLE "mc_customer" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "mc_customer" ADD COLUMN "name_tc" text;--> statement-breakpoint
-- The demo ordering units seeded before customers had three names: their English name moves to name_en.
UPDATE "mc_customer" AS c SET "name" = d.cn, "name_en" = d.en, "name_tc" = d.tc
FROM (VALUES
  ('Administration Office', '行政办公室', 'Administration Office', '行政辦公室'),
  ('School of Computer Science', '计算机科学学院', 'School of Computer Science', '計算機科學學院'),
  ('Lakeside Conference Co.', '湖畔会务有限公司', 'Lakeside Conference Co.', '湖畔會務有限公司')
) AS d(old, cn, en, tc)
WHERE c."name" = d.old AND c."name_en" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "mc_customer" o WHERE o."name" = d.cn);
