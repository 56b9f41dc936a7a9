ALTER TABLE "stores" DROP CONSTRAINT "stores_balance_not_negative";--> statement-breakpoint
ALTER TABLE "mini_orders" ADD COLUMN "client_id" varchar(36);--> statement-breakpoint
ALTER TABLE "mini_orders" ADD COLUMN "offline_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mini_orders_client_id_unique" ON "mini_orders" USING btree ("client_id");