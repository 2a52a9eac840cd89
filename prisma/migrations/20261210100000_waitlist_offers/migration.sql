-- Issue 27: a waitlisted stay that fits once capacity frees is marked offered, once (the
-- background job waitlist-offer; docs/domains/jobs.md). NULL: not offered yet.
ALTER TABLE hotel_waitlist ADD COLUMN offered_at TIMESTAMPTZ(3);
