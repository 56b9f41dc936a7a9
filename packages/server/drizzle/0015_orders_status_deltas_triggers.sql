-- The status counts become an append-only ledger: each statement appends one delta row per status it
-- changed (never updating a shared row, so concurrent writers neither wait nor deadlock on counters);
-- the list folds the rows per status when they pile up. Replaces 0013's shared counter rows.
CREATE OR REPLACE FUNCTION order_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_deltas (status, count)
    SELECT status, count(*) FROM new_rows WHERE parent_id IS NULL GROUP BY status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_deltas (status, count)
    SELECT status, -count(*) FROM old_rows WHERE parent_id IS NULL GROUP BY status;
  ELSE
    INSERT INTO order_status_deltas (status, count)
    SELECT status, sum(delta) FROM (
      SELECT status, -1 AS delta FROM old_rows WHERE parent_id IS NULL
      UNION ALL
      SELECT status, 1 AS delta FROM new_rows WHERE parent_id IS NULL
    ) moves
    GROUP BY status HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_deltas;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO order_status_deltas (status, count)
SELECT status, count(*) FROM orders WHERE parent_id IS NULL GROUP BY status;
