CREATE TABLE "order_status_counts" (
	"status" varchar(20) NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
