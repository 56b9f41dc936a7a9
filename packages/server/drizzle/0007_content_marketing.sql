CREATE TABLE "advertisement_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"label" varchar(191) NOT NULL,
	"description" text,
	"width" integer,
	"height" integer,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisement_positions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"image" varchar(500) NOT NULL,
	"link" varchar(500),
	"linkable_type" varchar(50),
	"linkable_id" bigint,
	"new_tab" boolean DEFAULT false NOT NULL,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"possibility" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"link" varchar(500) NOT NULL,
	"image" varchar(1000) NOT NULL,
	"caption" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group" varchar(50) NOT NULL,
	"parent_id" bigint,
	"title" varchar(191) NOT NULL,
	"link" varchar(500),
	"linkable_type" varchar(50),
	"linkable_id" bigint,
	"new_tab" boolean DEFAULT false NOT NULL,
	"icon" varchar(500),
	"status" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"newsletter_id" bigint NOT NULL,
	"subscriber_id" bigint NOT NULL,
	CONSTRAINT "newsletter_recipients_newsletter_id_subscriber_id_pk" PRIMARY KEY("newsletter_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(191),
	"phone_number" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"body" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"send_all" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_files" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"previous" text,
	"updater_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_position_id_advertisement_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."advertisement_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "menu_items_group_parent_idx" ON "menu_items" USING btree ("group","parent_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_phone_number_unique" ON "newsletter_subscribers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "newsletters_status_send_at_idx" ON "newsletters" USING btree ("status","send_at");