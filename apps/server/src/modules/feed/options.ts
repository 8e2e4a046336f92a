import type { Db } from '../../db/client.ts';
import type { FeedSubjects } from '../../platform/feed-subjects.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/** What app.ts gives the feed plugins (its own file: the sub-resource routes need not import routes.ts). */
export interface FeedOptions {
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
  /** Where the cards of shared items are read (app.feedSubjects). */
  subjects: FeedSubjects;
}
