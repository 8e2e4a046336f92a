import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the events plugins (its own file: route files need not import routes.ts). */
export interface EventsOptions {
  db: Db;
  mediaUrl: MediaUrl;
}
