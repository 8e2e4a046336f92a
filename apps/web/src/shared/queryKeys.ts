/**
 * Query keys that more than one area invalidates. A member's report or its withdrawal changes
 * what the feed shows (spec 1 §4 Reports: an accepted report blocks the reported member for
 * the reporter, an accepted post report removes the post), so reports refresh the feed's
 * cache without reaching into the feed's files.
 */

/** The root of every cached feed list and post (`['feed', …]`). */
export const feedKey = ['feed'] as const;
