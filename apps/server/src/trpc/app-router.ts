// The whole tRPC API: one router per domain. The web app and @pawdesk/client import only
// the AppRouter type from here.
import { authRouter } from '../modules/auth/auth.router';
import { usersRouter } from '../modules/users/users.router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
