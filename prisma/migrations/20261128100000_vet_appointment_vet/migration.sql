-- Vet: each appointment may name its vet (issue 21: the day agenda has a column per vet). Any
-- staff user, optional; the booking form offers the users with the vet role. Deleting that user
-- keeps the appointment (the dog is still coming) and leaves it unassigned.

-- AlterTable
ALTER TABLE "vet_appointments" ADD COLUMN "vet_id" UUID;

-- CreateIndex
-- A vet's appointments by date, and what deleting a user must unassign (without it, a scan).
CREATE INDEX "vet_appointments_vet_appointment_idx" ON "vet_appointments"("vet_id", "appointment_date");

-- AddForeignKey
ALTER TABLE "vet_appointments" ADD CONSTRAINT "vet_appointments_vet_id_fkey" FOREIGN KEY ("vet_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
