CREATE TABLE "bulk_edit_requests" (
	"admin_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_edit_requests_admin_id_key_pk" PRIMARY KEY("admin_id","key")
);
--> statement-breakpoint
CREATE TABLE "category_product" (
	"product_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "category_product_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_specification_values" (
	"product_id" bigint NOT NULL,
	"specification_id" bigint NOT NULL,
	"specification_value_id" bigint NOT NULL,
	CONSTRAINT "product_specification_values_product_id_specification_id_specification_value_id_pk" PRIMARY KEY("product_id","specification_id","specification_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_specification" (
	"product_id" bigint NOT NULL,
	"specification_id" bigint NOT NULL,
	"value" text,
	CONSTRAINT "product_specification_product_id_specification_id_pk" PRIMARY KEY("product_id","specification_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"short_description" text,
	"description" text,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"purchase_price" bigint,
	"discount_type" varchar(20),
	"discount" bigint,
	"discount_until" timestamp with time zone,
	"sku" varchar(64),
	"barcode" varchar(64),
	"brand_id" bigint,
	"unit_id" bigint,
	"meta_title" varchar(191),
	"meta_description" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"approved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"weight" integer,
	"max_number_purchases" integer,
	"search" text DEFAULT '' NOT NULL,
	"creator_id" bigint,
	"updater_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'soon', 'available', 'out_of_stock', 'available_offline')),
	CONSTRAINT "products_discount_type_check" CHECK ("products"."discount_type" is null or "products"."discount_type" in ('flat', 'percentage'))
);
--> statement-breakpoint
CREATE TABLE "store_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"variety_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"description" text,
	"order_id" bigint,
	"mini_order_id" bigint,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_transactions_type_check" CHECK ("store_transactions"."type" in ('increment', 'decrement')),
	CONSTRAINT "store_transactions_quantity_positive" CHECK ("store_transactions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variety_id" bigint NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_variety_id_unique" UNIQUE("variety_id"),
	CONSTRAINT "stores_balance_not_negative" CHECK ("stores"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "varieties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"color_id" bigint,
	"name" varchar(191),
	"price" bigint NOT NULL,
	"purchase_price" bigint,
	"sku" varchar(64),
	"barcode" varchar(64),
	"discount_type" varchar(20),
	"discount" bigint,
	"discount_until" timestamp with time zone,
	"max_number_purchases" integer,
	"weight" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"combination_key" varchar(500) DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "varieties_discount_type_check" CHECK ("varieties"."discount_type" is null or "varieties"."discount_type" in ('flat', 'percentage'))
);
--> statement-breakpoint
CREATE TABLE "attribute_variety" (
	"variety_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"attribute_value_id" bigint NOT NULL,
	CONSTRAINT "attribute_variety_variety_id_attribute_id_pk" PRIMARY KEY("variety_id","attribute_id")
);
--> statement-breakpoint
ALTER TABLE "bulk_edit_requests" ADD CONSTRAINT "bulk_edit_requests_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification_values" ADD CONSTRAINT "product_specification_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification_values" ADD CONSTRAINT "product_specification_values_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification_values" ADD CONSTRAINT "product_specification_values_specification_value_id_specification_values_id_fk" FOREIGN KEY ("specification_value_id") REFERENCES "public"."specification_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification" ADD CONSTRAINT "product_specification_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification" ADD CONSTRAINT "product_specification_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updater_id_admins_id_fk" FOREIGN KEY ("updater_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transactions" ADD CONSTRAINT "store_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transactions" ADD CONSTRAINT "store_transactions_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varieties" ADD CONSTRAINT "varieties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varieties" ADD CONSTRAINT "varieties_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_variety" ADD CONSTRAINT "attribute_variety_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_variety" ADD CONSTRAINT "attribute_variety_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_variety" ADD CONSTRAINT "attribute_variety_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_edit_requests_created_idx" ON "bulk_edit_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "category_product_category_idx" ON "category_product" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","order");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_status_id_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "store_transactions_variety_idx" ON "store_transactions" USING btree ("variety_id","id");--> statement-breakpoint
CREATE INDEX "store_transactions_product_idx" ON "store_transactions" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "store_transactions_order_idx" ON "store_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_transactions_mini_order_idx" ON "store_transactions" USING btree ("mini_order_id");--> statement-breakpoint
CREATE INDEX "store_transactions_created_at_idx" ON "store_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "varieties_product_idx" ON "varieties" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "varieties_sku_live_unique" ON "varieties" USING btree ("sku") WHERE "varieties"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "varieties_barcode_live_unique" ON "varieties" USING btree ("barcode") WHERE "varieties"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "varieties_combination_live_unique" ON "varieties" USING btree ("product_id","combination_key") WHERE "varieties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "attribute_variety_value_idx" ON "attribute_variety" USING btree ("attribute_value_id");