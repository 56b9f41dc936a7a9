CREATE TABLE "flash_product" (
	"flash_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"discount_type" varchar(20) NOT NULL,
	"discount" bigint NOT NULL,
	"salable_max" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_product_flash_id_product_id_pk" PRIMARY KEY("flash_id","product_id"),
	CONSTRAINT "flash_product_discount_type_check" CHECK ("flash_product"."discount_type" in ('flat', 'percentage'))
);
--> statement-breakpoint
CREATE TABLE "product_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"parent_id" bigint,
	"customer_id" bigint,
	"admin_id" bigint,
	"author_name" varchar(191),
	"title" varchar(191),
	"body" text NOT NULL,
	"rate" smallint,
	"show_customer_name" boolean DEFAULT true NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comments_status_check" CHECK ("product_comments"."status" in ('pending', 'approved', 'reject')),
	CONSTRAINT "product_comments_rate_check" CHECK ("product_comments"."rate" is null or "product_comments"."rate" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_set_product" (
	"product_set_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_set_product_product_set_id_product_id_pk" PRIMARY KEY("product_set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flash_product" ADD CONSTRAINT "flash_product_flash_id_flashes_id_fk" FOREIGN KEY ("flash_id") REFERENCES "public"."flashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_product" ADD CONSTRAINT "flash_product_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_parent_id_product_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_product" ADD CONSTRAINT "product_set_product_product_set_id_product_sets_id_fk" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_product" ADD CONSTRAINT "product_set_product_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_group_id_recommendation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."recommendation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_product_product_idx" ON "flash_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_comments_status_created_idx" ON "product_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_comments_product_idx" ON "product_comments" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_comments_parent_idx" ON "product_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_set_product_product_idx" ON "product_set_product" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_group_product_unique" ON "recommendations" USING btree ("group_id","product_id");--> statement-breakpoint
CREATE INDEX "recommendations_group_order_idx" ON "recommendations" USING btree ("group_id","order");--> statement-breakpoint
CREATE INDEX "recommendations_product_idx" ON "recommendations" USING btree ("product_id");