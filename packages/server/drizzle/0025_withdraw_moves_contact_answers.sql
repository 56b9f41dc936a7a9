CREATE TABLE "contact_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" bigint NOT NULL,
	"admin_id" bigint,
	"body" text NOT NULL,
	"sent_to" varchar(191),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdraws" DROP CONSTRAINT "withdraws_status_check";--> statement-breakpoint
ALTER TABLE "withdraws" ADD COLUMN "reject_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contact_answers" ADD CONSTRAINT "contact_answers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_answers" ADD CONSTRAINT "contact_answers_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_answers_contact_idx" ON "contact_answers" USING btree ("contact_id","id");--> statement-breakpoint
ALTER TABLE "withdraws" ADD CONSTRAINT "withdraws_status_check" CHECK ("withdraws"."status" in ('pending', 'approved', 'paid', 'rejected', 'canceled'));