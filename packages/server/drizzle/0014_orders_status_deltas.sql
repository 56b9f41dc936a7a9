CREATE TABLE "order_status_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
