// The health module's door: GET /api/health.
export { healthRestRoutes } from './health.rest';
