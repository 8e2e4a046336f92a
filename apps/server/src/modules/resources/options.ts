import type { Db } from '../../db/client.ts';

/** What app.ts gives the resources plugins (its own file: the route files need not import routes.ts). */
export interface ResourcesOptions {
  db: Db;
  /** The media folder: resource files live under `resource-files/`, never served as public media. */
  mediaRoot: string;
}
