import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the jobs plugins (its own file: route files need not import routes.ts). */
export interface JobsOptions {
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
  mailer: Mailer;
}
