import type { FeaturePath } from './features.ts';

/**
 * The app/view pairs of the role view permission grid (spec 1 §3 Role view permission,
 * spec 2 §6). Schools edit one `allowed` / `superowner_allowed` pair per school role and
 * per entry.
 */
export const PERMISSION_VIEWS = {
  userList: { app: 'users', view: 'user_list' },
  mentorshipList: { app: 'mentorship', view: 'mentorship_list' },
  blogList: { app: 'blog', view: 'blog_list' },
  jobsList: { app: 'jobs', view: 'jobs_list' },
  schoolDetail: { app: 'school', view: 'school_detail' },
  clubsList: { app: 'clubs', view: 'clubs_list' },
  feedList: { app: 'feed', view: 'feed_list' },
  evenementsList: { app: 'evenements', view: 'evenements_list' },
  statsList: { app: 'stats', view: 'stats_list' },
  conversationList: { app: 'conversations', view: 'conversation_list' },
  schoolResourceList: { app: 'school', view: 'school_resource_list' },
} as const;
export type PermissionViewKey = keyof typeof PERMISSION_VIEWS;
export type PermissionView = (typeof PERMISSION_VIEWS)[PermissionViewKey];

/**
 * The list view behind each navbar feature (spec 2 §6 Feature visibility). Features
 * mapped to null are reserved or have no view: custom links and pages are shown to
 * whoever sees the navbar; emailing is reserved to admins.
 */
export const FEATURE_VIEWS: Record<FeaturePath, PermissionView | null> = {
  dashboard: null,
  about: PERMISSION_VIEWS.schoolDetail,
  directory: PERMISSION_VIEWS.userList,
  groups: PERMISSION_VIEWS.clubsList,
  mentorship: PERMISSION_VIEWS.mentorshipList,
  statistics: PERMISSION_VIEWS.statsList,
  blog: PERMISSION_VIEWS.blogList,
  feed: PERMISSION_VIEWS.feedList,
  evenements: PERMISSION_VIEWS.evenementsList,
  jobs: PERMISSION_VIEWS.jobsList,
  emailing: null,
  custom: null,
  page: null,
};
