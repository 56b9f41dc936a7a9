CREATE TABLE "change_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint,
	"source" varchar(16) NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"records" jsonb NOT NULL,
	"undo_of" bigint,
	"undone_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_sets" ADD CONSTRAINT "change_sets_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_sets" ADD CONSTRAINT "change_sets_undo_of_change_sets_id_fk" FOREIGN KEY ("undo_of") REFERENCES "public"."change_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_sets" ADD CONSTRAINT "change_sets_undone_by_change_sets_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."change_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_sets_undo_of_unique" ON "change_sets" USING btree ("undo_of");--> statement-breakpoint
CREATE INDEX "change_sets_created_idx" ON "change_sets" USING btree ("created_at");