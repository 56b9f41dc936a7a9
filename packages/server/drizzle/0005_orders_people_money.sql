CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"type" varchar(10) DEFAULT 'gateway' NOT NULL,
	"wallet_amount" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"status_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"variety_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flash_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_amount_not_negative" CHECK ("order_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" varchar(20),
	"status" varchar(20) NOT NULL,
	"description" text,
	"admin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint,
	"parent_id" bigint,
	"address_id" bigint,
	"address" jsonb,
	"province_id" bigint,
	"city_id" bigint,
	"receiver" varchar(200) DEFAULT '' NOT NULL,
	"shipping_id" bigint,
	"shipping_amount" bigint DEFAULT 0 NOT NULL,
	"coupon_id" bigint,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'wait_for_payment' NOT NULL,
	"status_detail" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"reserved_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"tracking_code" varchar(64),
	"items_count" integer DEFAULT 0 NOT NULL,
	"items_quantity" integer DEFAULT 0 NOT NULL,
	"items_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(128),
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('wait_for_payment', 'new', 'reserved', 'in_progress', 'delivered', 'canceled', 'failed')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."shipping_amount" >= 0 and "orders"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"gateway" varchar(30) NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"tracking_code" varchar(64),
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"address" text NOT NULL,
	"postal_code" varchar(10),
	"telephone" varchar(20),
	"latitude" double precision,
	"longitude" double precision,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"province_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"see_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"mobile" varchar(11) NOT NULL,
	"email" varchar(191),
	"national_code" varchar(10),
	"gender" varchar(10),
	"birth_date" date,
	"card_number" varchar(16),
	"newsletter" boolean DEFAULT false NOT NULL,
	"foreign_national" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"role_id" bigint,
	"password_hash" text,
	"search" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "customers_gender_check" CHECK ("customers"."gender" is null or "customers"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provinces_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"full_name" varchar(191) NOT NULL,
	"national_code" varchar(10),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_categories" (
	"coupon_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"amount" bigint,
	CONSTRAINT "coupon_categories_coupon_id_category_id_pk" PRIMARY KEY("coupon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"code" varchar(64) NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"type" varchar(20) NOT NULL,
	"coupon_type" varchar(20) DEFAULT 'admin' NOT NULL,
	"amount" bigint NOT NULL,
	"usage_limit" integer,
	"usage_per_user_limit" integer,
	"min_order_amount" bigint,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('flat', 'percentage')),
	CONSTRAINT "coupons_coupon_type_check" CHECK ("coupons"."coupon_type" in ('admin', 'order_gift')),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_role_shipping" (
	"shipping_id" bigint NOT NULL,
	"customer_role_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "customer_role_shipping_shipping_id_customer_role_id_pk" PRIMARY KEY("shipping_id","customer_role_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_cities" (
	"shipping_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "shipping_cities_shipping_id_city_id_pk" PRIMARY KEY("shipping_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_excels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191),
	"barcode" varchar(64) NOT NULL,
	"repository" varchar(191),
	"register_date" varchar(32),
	"special_services" varchar(191),
	"destination" varchar(191),
	"reference_number" varchar(64),
	"receiver_name" varchar(191),
	"sender_name" varchar(191),
	"price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_provinces" (
	"shipping_id" bigint NOT NULL,
	"province_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "shipping_provinces_shipping_id_province_id_pk" PRIMARY KEY("shipping_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"description" text,
	"default_price" bigint DEFAULT 0 NOT NULL,
	"free_threshold" bigint,
	"minimum_delay" integer DEFAULT 0 NOT NULL,
	"packet_size" integer,
	"first_packet_size" integer,
	"more_packet_price" bigint,
	"logo" varchar(500),
	"order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shippings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mini_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mini_order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"variety_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_order_items_type_check" CHECK ("mini_order_items"."type" in ('sell', 'refund')),
	CONSTRAINT "mini_order_items_quantity_positive" CHECK ("mini_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mini_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint,
	"description" text,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"tracking_code" varchar(64),
	"type" varchar(10) DEFAULT 'sell' NOT NULL,
	"from_wallet_amount" bigint DEFAULT 0 NOT NULL,
	"sell_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_orders_type_check" CHECK ("mini_orders"."type" in ('sell', 'refund', 'both'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"customer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" bigint,
	"admin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw')),
	CONSTRAINT "wallet_transactions_sign_check" CHECK (("wallet_transactions"."type" = 'deposit' and "wallet_transactions"."amount" > 0) or ("wallet_transactions"."type" = 'withdraw' and "wallet_transactions"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"gift_balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_gift_balance_range" CHECK ("wallets"."gift_balance" >= 0 and "wallets"."gift_balance" <= "wallets"."balance")
);
--> statement-breakpoint
CREATE TABLE "withdraws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"card_number" varchar(16),
	"bank_account_number" varchar(30),
	"shaba_code" varchar(26),
	"tracking_code" varchar(64),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraws_status_check" CHECK ("withdraws"."status" in ('pending', 'paid', 'canceled')),
	CONSTRAINT "withdraws_amount_positive" CHECK ("withdraws"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_flash_id_flashes_id_fk" FOREIGN KEY ("flash_id") REFERENCES "public"."flashes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role_id_customer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."customer_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_role_shipping" ADD CONSTRAINT "customer_role_shipping_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_role_shipping" ADD CONSTRAINT "customer_role_shipping_customer_role_id_customer_roles_id_fk" FOREIGN KEY ("customer_role_id") REFERENCES "public"."customer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_cities" ADD CONSTRAINT "shipping_cities_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_cities" ADD CONSTRAINT "shipping_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_provinces" ADD CONSTRAINT "shipping_provinces_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_provinces" ADD CONSTRAINT "shipping_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_mini_order_id_mini_orders_id_fk" FOREIGN KEY ("mini_order_id") REFERENCES "public"."mini_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD CONSTRAINT "mini_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD CONSTRAINT "mini_orders_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraws" ADD CONSTRAINT "withdraws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_variety_idx" ON "order_items" USING btree ("variety_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_logs_order_idx" ON "order_status_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_parent_status_idx" ON "orders" USING btree ("status","id") WHERE "orders"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "orders_parent_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_province_idx" ON "orders" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "orders_tracking_code_idx" ON "orders" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_customer_idx" ON "coupon_usages" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "shipping_excels_barcode_idx" ON "shipping_excels" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "shipping_excels_created_idx" ON "shipping_excels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mini_order_items_order_idx" ON "mini_order_items" USING btree ("mini_order_id");--> statement-breakpoint
CREATE INDEX "mini_order_items_variety_idx" ON "mini_order_items" USING btree ("variety_id");--> statement-breakpoint
CREATE INDEX "mini_orders_customer_idx" ON "mini_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mini_orders_created_idx" ON "mini_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_idx" ON "wallet_transactions" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_customer_idx" ON "wallet_transactions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_at_idx" ON "wallet_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdraws_customer_idx" ON "withdraws" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "withdraws_status_idx" ON "withdraws" USING btree ("status","id");