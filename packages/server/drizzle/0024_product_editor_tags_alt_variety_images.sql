ALTER TABLE "products" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_from" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt" varchar(191);
--> statement-breakpoint
CREATE TABLE "variety_images" (
	"variety_id" bigint NOT NULL,
	"product_image_id" bigint NOT NULL,
	CONSTRAINT "variety_images_variety_id_product_image_id_pk" PRIMARY KEY("variety_id","product_image_id")
);
--> statement-breakpoint
ALTER TABLE "variety_images" ADD CONSTRAINT "variety_images_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "variety_images" ADD CONSTRAINT "variety_images_product_image_id_product_images_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "variety_images_image_idx" ON "variety_images" USING btree ("product_image_id");
