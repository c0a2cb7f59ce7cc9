/** Health and readiness: calls only, with no service other modules use. */
export { systemRoutes } from './routes.js';
