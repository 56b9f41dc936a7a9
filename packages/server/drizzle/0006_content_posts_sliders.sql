CREATE TABLE "f_a_qs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"slug" varchar(191) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"slug" varchar(191) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "post_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" varchar(191) NOT NULL,
	"email" varchar(191),
	"body" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"admin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_status_check" CHECK ("post_comments"."status" in ('pending', 'approved', 'unapproved'))
);
--> statement-breakpoint
CREATE TABLE "post_product" (
	"post_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_product_post_id_product_id_pk" PRIMARY KEY("post_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_category_id" bigint NOT NULL,
	"title" varchar(191) NOT NULL,
	"slug" varchar(191) NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	"image" varchar(500),
	"meta_description" varchar(500),
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"read_time" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'pending', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"description" text,
	"group" varchar(50) NOT NULL,
	"image" varchar(500) NOT NULL,
	"link" varchar(500),
	"linkable_type" varchar(30),
	"linkable_id" bigint,
	"status" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sliders_linkable_check" CHECK (("sliders"."linkable_type" is null) = ("sliders"."linkable_id" is null) and not ("sliders"."link" is not null and "sliders"."linkable_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_product" ADD CONSTRAINT "post_product_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_product" ADD CONSTRAINT "post_product_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_category_id_post_categories_id_fk" FOREIGN KEY ("post_category_id") REFERENCES "public"."post_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "f_a_qs_order_idx" ON "f_a_qs" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "post_comments_status_idx" ON "post_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "post_product_product_idx" ON "post_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("post_category_id");--> statement-breakpoint
CREATE INDEX "posts_status_published_idx" ON "posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "sliders_group_order_idx" ON "sliders" USING btree ("group","order","id");