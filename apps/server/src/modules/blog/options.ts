import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the blog plugins (its own file: the route files need not import routes.ts). */
export interface BlogOptions {
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}
