-- The Today board (issue 12): the vet follow-ups due this week are read by their follow-up date.
-- Only appointments that ask for a follow-up carry one (a small share of a year's appointments),
-- so a partial index holds just those: the board's count reads a few index entries instead of
-- every appointment. Plans: apps/server/src/modules/dashboard/README.md.

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (a partial index; schema.prisma cannot express its predicate, the drift test
-- knows it from apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

CREATE INDEX "vet_appointments_follow_up_idx" ON "vet_appointments"("follow_up_date") WHERE "follow_up_required";
