// The users module's door: staff accounts, managed by admins and managers.
export { usersRestRoutes } from './users.rest';
export { usersRouter } from './users.router';
