import type { FeaturePath } from '../features.ts';
import type { FeatureEntry } from '../school.ts';
import type { FeedSubjectType } from './feed.ts';
import { API_PREFIX } from './paths.ts';
import {
  ABOUT_PATHS,
  BLOG_PATHS,
  DIRECTORY_PATHS,
  EMAILING_PATHS,
  EVENT_PARTICIPANT_PATHS,
  EVENT_PATHS,
  FEED_PATHS,
  GROUP_PATHS,
  JOB_PATHS,
  JOB_UPDATE_LINK_PATHS,
  MENTORSHIP_PATHS,
} from './routes/index.ts';

/**
 * Which API operations belong to which school feature (spec 2 §6 Feature visibility; issue 30
 * item 19: with the blog off, a member's `POST /api/articles/` still published). A feature is
 * on when the school has an enabled entry for it (isFeatureOn), the rule the web's navbar
 * follows too (`featureVisibleTo`: `entry.enabled`); the server answers 404 to every
 * operation of a feature that is off, whoever asks, anonymous public reading included. Each
 * area's route templates come whole from its contract, so a route added to an area is switched
 * with it. Left out on purpose: the settings admins need to turn a feature back on (feature
 * switches, publication settings) or to prepare it before (the school pages' editing),
 * moderation of what was reported, and the directory's map and recent joiners, which the
 * dashboard shows whatever the directory's switch (spec 1 §2 Dashboard: "map, recent
 * joiners").
 */
export const FEATURE_ROUTES = {
  about: Object.values(ABOUT_PATHS),
  blog: Object.values(BLOG_PATHS),
  feed: Object.values(FEED_PATHS),
  evenements: [...Object.values(EVENT_PATHS), ...Object.values(EVENT_PARTICIPANT_PATHS)],
  jobs: [...Object.values(JOB_PATHS), ...Object.values(JOB_UPDATE_LINK_PATHS)],
  directory: [DIRECTORY_PATHS.list],
  groups: Object.values(GROUP_PATHS),
  // Mass mail (issue 34 item 2): composing, sending and the reports.
  emailing: Object.values(EMAILING_PATHS),
  // Not the school's mentorship settings (prepared before turning it on) nor the super users'
  // platform-wide mentor statistics.
  mentorship: Object.entries(MENTORSHIP_PATHS)
    .filter(([name]) => name !== 'settings' && name !== 'stats' && name !== 'statsExport')
    .map(([, template]) => template),
} as const satisfies Partial<Record<FeaturePath, readonly string[]>>;

/** The features that switch API operations (FEATURE_ROUTES' keys). */
export type SwitchedFeature = keyof typeof FEATURE_ROUTES;

/** The feature whose switch also hides the feed cards of each shared item type. */
export const FEED_SUBJECT_FEATURES: Record<FeedSubjectType, SwitchedFeature> = {
  article: 'blog',
  event: 'evenements',
  jobad: 'jobs',
};

/**
 * The feature of each operation by its full template (`'/api/articles/{id}/'`, OpenAPI form
 * under `/api`), for the server's switch and the suites generated from the document.
 */
export const FEATURE_OF_TEMPLATE: ReadonlyMap<string, SwitchedFeature> = new Map(
  Object.entries(FEATURE_ROUTES).flatMap(([feature, templates]) =>
    templates.map((template): [string, SwitchedFeature] => [
      `${API_PREFIX}${template}`,
      feature as SwitchedFeature,
    ]),
  ),
);

/**
 * Whether a feature is on in a school: one of its entries for that feature is enabled (spec 1
 * §3 Feature entry). A school without an entry for it has it off. Never throws.
 */
export function isFeatureOn(
  entries: readonly Pick<FeatureEntry, 'enabled' | 'feature'>[],
  path: FeaturePath,
): boolean {
  return entries.some((entry) => entry.enabled && entry.feature.path === path);
}
