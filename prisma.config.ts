// Prisma CLI configuration. Only `prisma generate` runs on the build machines (see
// scripts/prisma-generate.mjs); on a connected machine `prisma migrate deploy|status`
// work on the same migrations folder.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
