-- Keeps order_status_counts (parent orders per status, 16 shards by id) in step with orders, in the
-- writing transaction. Statement-level triggers with transition tables: a bulk insert of a million
-- rows adjusts the counters once per statement, not once per row. Deltas are applied in (status, shard)
-- order, so concurrent transactions lock counter rows in one order and cannot deadlock on them.
CREATE FUNCTION order_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts (status, shard, count)
    SELECT status, (id % 16)::smallint, count(*) FROM new_rows WHERE parent_id IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_counts (status, shard, count)
    SELECT status, (id % 16)::smallint, -count(*) FROM old_rows WHERE parent_id IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
  ELSE
    INSERT INTO order_status_counts (status, shard, count)
    SELECT status, shard, sum(delta) FROM (
      SELECT status, (id % 16)::smallint AS shard, -1 AS delta FROM old_rows WHERE parent_id IS NULL
      UNION ALL
      SELECT status, (id % 16)::smallint AS shard, 1 AS delta FROM new_rows WHERE parent_id IS NULL
    ) moves
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_truncate();
--> statement-breakpoint
INSERT INTO order_status_counts (status, shard, count)
SELECT status, (id % 16)::smallint, count(*) FROM orders WHERE parent_id IS NULL GROUP BY 1, 2;
