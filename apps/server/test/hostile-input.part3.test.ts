import { describeHostileRoutes } from './hostile-routes.js';

describeHostileRoutes(3, 3);
