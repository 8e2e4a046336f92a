import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the discussions plugins (its own file: the route files need not import routes.ts). */
export interface DiscussionsOptions {
  db: Db;
  /** The live bus: chat frames to sockets, unread counts to streams, across instances. */
  bus: EventBus;
  mediaUrl: MediaUrl;
  /** The media folder: attachments live under `chat-files/`, never served as public media. */
  mediaRoot: string;
  /** Messages a user may send per minute in one school (config MESSAGE_RATE_PER_MINUTE). */
  messageRatePerMinute: number;
}
