ALTER TABLE "mini_orders" ADD COLUMN "cash_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD COLUMN "card_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sales made before the tender was recorded: what the wallet did not pay was taken in cash (Shopit).
UPDATE "mini_orders" SET "cash_amount" = GREATEST("total" - "from_wallet_amount", 0);