-- Issue 27: the daily reminders job (vaccination-reminders; docs/domains/jobs.md) notes, once,
-- each required vaccination of a dog booked in the next 30 days that expires within 30 days: the
-- desk's call list, dated the business day it was first noted. One row per expiry.
CREATE TABLE "vaccination_reminders" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "disease" TEXT NOT NULL,
    "expires_on" DATE NOT NULL,
    "noted_on" DATE NOT NULL,

    CONSTRAINT "vaccination_reminders_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "vaccination_reminders_dog_id_disease_expires_on_key" ON "vaccination_reminders"("dog_id", "disease", "expires_on");
CREATE INDEX "vaccination_reminders_noted_on_idx" ON "vaccination_reminders"("noted_on");

ALTER TABLE "vaccination_reminders" ADD CONSTRAINT "vaccination_reminders_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
