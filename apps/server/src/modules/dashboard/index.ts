// The dashboard module's door: the Today board, put together from each domain's part.
export { dashboardRestRoutes } from './dashboard.rest';
export { dashboardRouter } from './dashboard.router';
