// The auth module's door: login, the session a bearer token stands for, the first admin.
export { authRestRoutes } from './auth.rest';
export { authRouter } from './auth.router';
export {
  type AuthDeps,
  ensureFirstAdmin,
  login,
  sessionFromToken,
  sessionStillValid,
  userFromToken,
} from './auth.service';
