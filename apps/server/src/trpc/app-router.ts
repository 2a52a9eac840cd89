// The whole tRPC API: one router per domain. The web app and @pawdesk/client import only
// the AppRouter type from here.
import { authRouter } from '../modules/auth/auth.router';
import { dashboardRouter } from '../modules/dashboard/dashboard.router';
import { daycareRouter } from '../modules/daycare/daycare.router';
import { dogsRouter } from '../modules/dogs/dogs.router';
import { groomingRouter } from '../modules/grooming/grooming.router';
import { hotelRouter } from '../modules/hotel/hotel.router';
import { ownersRouter } from '../modules/owners/owners.router';
import { usersRouter } from '../modules/users/users.router';
import { vetRouter } from '../modules/vet/vet.router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  owners: ownersRouter,
  dogs: dogsRouter,
  daycare: daycareRouter,
  hotel: hotelRouter,
  vet: vetRouter,
  grooming: groomingRouter,
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;
