// The health module's door: GET /api/health (the contract's), /api/health/live and /api/health/ready
// (what a load balancer checks).
export { healthProbeRoutes, healthRestRoutes } from './health.rest';
