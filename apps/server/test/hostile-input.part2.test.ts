import { describeHostileRoutes } from './hostile-routes.js';

describeHostileRoutes(2, 3);
