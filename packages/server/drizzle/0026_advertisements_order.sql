ALTER TABLE "advertisements" ADD COLUMN "order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "advertisements" SET "order" = ranked.n FROM (SELECT "id", (row_number() OVER (PARTITION BY "position_id" ORDER BY "possibility" DESC, "id" ASC)) - 1 AS n FROM "advertisements") AS ranked WHERE "advertisements"."id" = ranked."id";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_position_idx";--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("position_id","order");
