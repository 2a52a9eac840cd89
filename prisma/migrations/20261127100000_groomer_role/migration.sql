-- The groomer role (issue 20): the groomer picker offers only users with it. A new enum value, as
-- Prisma Migrate writes it; PostgreSQL allows it inside the migration's transaction as long as the
-- same transaction does not use it (nothing here does).
ALTER TYPE "Role" ADD VALUE 'groomer' BEFORE 'employee';
