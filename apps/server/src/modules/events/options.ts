import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import type { PublicUrlConfig } from '../../platform/public-url.ts';

/** What app.ts gives the events plugins (its own file: route files need not import routes.ts). */
export interface EventsOptions {
  db: Db;
  mediaUrl: MediaUrl;
  /** Where registrants' documents are kept (outside the public media folders). */
  mediaRoot: string;
  /** Mail to participants (job queue) and the links in it and in calendars. */
  mailer: Mailer;
  urls: PublicUrlConfig;
}
