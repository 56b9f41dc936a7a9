CREATE TABLE "attribute_category" (
	"attribute_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "attribute_category_category_id_attribute_id_pk" PRIMARY KEY("category_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attribute_id" bigint NOT NULL,
	"value" varchar(191) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"label" varchar(191) NOT NULL,
	"type" varchar(10) DEFAULT 'select' NOT NULL,
	"style" varchar(10) DEFAULT 'select' NOT NULL,
	"show_filter" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "brand_category" (
	"brand_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "brand_category_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"show_index" boolean DEFAULT false NOT NULL,
	"description" text,
	"image" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"level" smallint DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"title" varchar(191) NOT NULL,
	"en_title" varchar(191),
	"slug" varchar(191) NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"show_in_home" boolean DEFAULT false NOT NULL,
	"meta_title" varchar(191),
	"meta_description" text,
	"banner_link" varchar(500),
	"image" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_specification" (
	"specification_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "category_specification_category_id_specification_id_pk" PRIMARY KEY("category_id","specification_id")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(9) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_name_unique" UNIQUE("name"),
	CONSTRAINT "colors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "flashes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"discount_type" varchar(20),
	"discount" integer,
	"timer" boolean DEFAULT true NOT NULL,
	"preview_count" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"color" varchar(9),
	"image" varchar(500),
	"mobile_image" varchar(500),
	"bg_image" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"image" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recommendation_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"label" varchar(191) NOT NULL,
	"show_in_home" boolean DEFAULT false NOT NULL,
	"show_in_filter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "size_chart_type_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_id" bigint NOT NULL,
	"name" varchar(191) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_chart_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_chart_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"type_id" bigint,
	"chart" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_charts_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "specification_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"specification_id" bigint NOT NULL,
	"value" varchar(191) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"label" varchar(191) NOT NULL,
	"type" varchar(20) DEFAULT 'text' NOT NULL,
	"group" varchar(100) DEFAULT 'public' NOT NULL,
	"show_filter" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specifications_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"symbol" varchar(20),
	"precision" numeric(4, 2) DEFAULT 1 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "attribute_category" ADD CONSTRAINT "attribute_category_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_category" ADD CONSTRAINT "attribute_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_category" ADD CONSTRAINT "brand_category_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_category" ADD CONSTRAINT "brand_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_specification" ADD CONSTRAINT "category_specification_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_specification" ADD CONSTRAINT "category_specification_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_type_values" ADD CONSTRAINT "size_chart_type_values_type_id_size_chart_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."size_chart_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_type_id_size_chart_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."size_chart_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_values" ADD CONSTRAINT "specification_values_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_attribute_value_unique" ON "attribute_values" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE INDEX "categories_parent_priority_idx" ON "categories" USING btree ("parent_id","priority");--> statement-breakpoint
CREATE INDEX "flashes_window_idx" ON "flashes" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "size_chart_type_values_type_name_unique" ON "size_chart_type_values" USING btree ("type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "specification_values_spec_value_unique" ON "specification_values" USING btree ("specification_id","value");