-- No double booking, by construction (DESIGN.md §6): two active reservations of one
-- exclusive (single-capacity) site may not overlap. Ranges are half-open '[)', so
-- back-to-back bookings are fine. A conflicting insert fails with SQLSTATE 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_no_overlap"
  EXCLUDE USING gist (site_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&)
  WHERE (exclusive AND status IN ('pendingAudit', 'approved', 'checkedIn', 'completed'));
