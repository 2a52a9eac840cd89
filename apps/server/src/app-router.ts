// The whole tRPC API: one router per domain, each from its module's door (index.ts). The web app and @pawdesk/client import only
// the AppRouter type from here.
import { liveRouter } from './live/live.router';
import { auditRouter } from './modules/audit';
import { authRouter } from './modules/auth';
import { billingRouter } from './modules/billing';
import { dashboardRouter } from './modules/dashboard';
import { daycareRouter } from './modules/daycare';
import { dogsRouter } from './modules/dogs';
import { groomingRouter } from './modules/grooming';
import { hotelRouter } from './modules/hotel';
import { jobsRouter } from './modules/jobs';
import { kennelsRouter } from './modules/kennels';
import { ownersRouter } from './modules/owners';
import { settingsRouter } from './modules/settings';
import { tillRouter } from './modules/till';
import { usersRouter } from './modules/users';
import { vaccinationsRouter } from './modules/vaccinations';
import { vetRouter } from './modules/vet';
import { router } from './trpc/trpc';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  owners: ownersRouter,
  dogs: dogsRouter,
  daycare: daycareRouter,
  hotel: hotelRouter,
  kennels: kennelsRouter,
  vet: vetRouter,
  grooming: groomingRouter,
  live: liveRouter,
  dashboard: dashboardRouter,
  settings: settingsRouter,
  vaccinations: vaccinationsRouter,
  billing: billingRouter,
  till: tillRouter,
  audit: auditRouter,
  jobs: jobsRouter,
});

export type AppRouter = typeof appRouter;
