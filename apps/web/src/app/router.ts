import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.tsx';

/** The application's router, created once. */
export const router = createBrowserRouter(buildRoutes());
