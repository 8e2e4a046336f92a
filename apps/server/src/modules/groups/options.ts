import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the groups plugins (its own file: route files need not import routes.ts). */
export interface GroupsOptions {
  db: Db;
  mediaUrl: MediaUrl;
  /** Where the groups' thumbnails and headers are kept (a public media folder). */
  mediaRoot: string;
}
