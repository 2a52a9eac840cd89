-- The global History filtered by record type and action together ("deletions of hotel bookings",
-- issue 22; docs/domains/audit.md): its own index, so a page reads limit + 1 entries from where the
-- cursor left off instead of every event of that type in the period, looking for the action.
-- (At a million events, a combination that is rare in the period took 25-30 ms without it.)

-- CreateIndex
CREATE INDEX "audit_events_entity_action_at_idx" ON "audit_events"("entity", "action", "at" DESC, "id" DESC);
