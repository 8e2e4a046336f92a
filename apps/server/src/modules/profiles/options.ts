import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/**
 * What app.ts gives the profiles plugins. Its own file so that the sub-resource route files
 * need not import routes.ts, which registers them (no cycle).
 */
export interface ProfilesOptions {
  db: Db;
  mediaUrl: MediaUrl;
  /** Absolute folder of media files (`mediaDir(config)`): pictures are written under it. */
  mediaRoot: string;
}
