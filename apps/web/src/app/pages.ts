import type { LayoutName, RoutePattern } from '@alumni/domain';
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/** Every route whose feature is not built yet shows the same placeholder, in its own chunk. */
export const loadNotAvailableYet: PageLoader = () =>
  import('../features/placeholder/pages/NotAvailableYetPage.tsx');

/**
 * The pages that answer several routes, each loaded by one function: every `import()` in the
 * entry carries the list of its page's chunks, so one call per page keeps the entry (and the
 * login page's JavaScript, issue 16) from paying for the same list again per route.
 */
const loadProfilePage: PageLoader = () => import('../features/profile/pages/ProfilePage.tsx');
const loadArticleFormPage: PageLoader = () => import('../features/blog/pages/ArticleFormPage.tsx');
const loadEventFormPage: PageLoader = () => import('../features/events/pages/EventFormPage.tsx');
const loadJobFormPage: PageLoader = () => import('../features/jobs/pages/JobFormPage.tsx');
const loadGroupFormPage: PageLoader = () => import('../features/groups/pages/GroupFormPage.tsx');
const loadGroupPage: PageLoader = () => import('../features/groups/pages/GroupPage.tsx');
const loadSubscriptionPages: PageLoader = () =>
  import('../features/unsubscription/pages/SubscriptionPages.tsx');

/**
 * The pages built so far, each loaded with its route (DESIGN §6 "a page's code loads with that
 * page"). A feature's issue adds its pages here; any route missing shows NotAvailableYet.
 */
export const PAGE_LOADERS: Partial<Record<RoutePattern, PageLoader>> = {
  '/': () => import('../features/home/pages/HomePage.tsx'),
  '/login': () => import('../features/auth/pages/LoginPage.tsx'),
  '/logout': () => import('../features/auth/pages/LogoutPage.tsx'),
  '/forgot': () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
  '/reset': () => import('../features/auth/pages/ResetPasswordPage.tsx'),
  '/new': () => import('../features/auth/pages/NewAccountPage.tsx'),
  '/registration': () => import('../features/auth/pages/RegistrationPage.tsx'),
  '/redirect': () => import('../features/redirect/pages/RedirectPage.tsx'),
  '/unsubscription': loadSubscriptionPages,
  '/subscription': loadSubscriptionPages,
  '/emailing': () => import('../features/emailing/pages/EmailingPage.tsx'),
  '/settings': () => import('../features/settings/pages/SettingsPage.tsx'),
  '/settings/UserSettingsNotifications': () =>
    import('../features/settings/pages/NotificationsPage.tsx'),
  '/settings/school': () => import('../features/schoolSettings/pages/SchoolSettingsPage.tsx'),
  '/dashboard': () => import('../features/dashboard/pages/DashboardPage.tsx'),
  '/directory': () => import('../features/directory/pages/DirectoryPage.tsx'),
  '/discussions': () => import('../features/discussions/pages/DiscussionsPage.tsx'),
  '/superadmin': () => import('../features/superadmin/pages/SuperadminPage.tsx'),
  '/profile': loadProfilePage,
  '/profile/:id': loadProfilePage,
  '/validations': () => import('../features/validations/pages/ValidationsPage.tsx'),
  '/feed': () => import('../features/feed/pages/FeedPage.tsx'),
  '/blog': () => import('../features/blog/pages/BlogListPage.tsx'),
  '/blog/new': loadArticleFormPage,
  '/blog/edit/:id?': loadArticleFormPage,
  '/blog/:slug': () => import('../features/blog/pages/ArticlePage.tsx'),
  '/evenements': () => import('../features/events/pages/EventsListPage.tsx'),
  '/evenements/create': loadEventFormPage,
  '/evenements/edit/:id?': loadEventFormPage,
  '/evenements/:slug': () => import('../features/events/pages/EventPage.tsx'),
  '/jobs': () => import('../features/jobs/pages/JobsListPage.tsx'),
  '/jobs/:id': () => import('../features/jobs/pages/JobPage.tsx'),
  '/jobs/create': loadJobFormPage,
  '/jobs/d/:id?': loadJobFormPage,
  '/jobs/update': () => import('../features/jobs/update/JobUpdatePage.tsx'),
  '/page': () => import('../features/customPages/pages/CustomPagesListPage.tsx'),
  '/page/:slug': () => import('../features/customPages/pages/CustomPagePage.tsx'),
  '/page/:slug/:id': () => import('../features/customPages/pages/CustomSubpagePage.tsx'),
  '/custom/:slug?': () => import('../features/customPages/pages/CustomRedirectPage.tsx'),
  '/resources': () => import('../features/resources/pages/ResourcesPage.tsx'),
  '/mentorship': () => import('../features/mentorship/pages/MentorshipPage.tsx'),
  '/mentorship/followup': () => import('../features/mentorship/pages/MentorshipFollowupPage.tsx'),
  '/about': () => import('../features/about/pages/AboutPage.tsx'),
  '/about/:id': () => import('../features/about/pages/TeamMemberPage.tsx'),
  '/groups': () => import('../features/groups/pages/GroupsListPage.tsx'),
  '/groups/create': loadGroupFormPage,
  '/groups/edit/:id?': loadGroupFormPage,
  '/groups/:slug': loadGroupPage,
  '/groups/:slug/feed': loadGroupPage,
  '/groups/:slug/members': loadGroupPage,
  '/groups/:slug/validations': loadGroupPage,
};

/**
 * The layouts, each in its own chunk too: the sign-in pages never download the members'
 * frame (navigation, notifications, profile prompt), nor the members' pages the auth card.
 */
export const LAYOUT_LOADERS: Record<LayoutName, PageLoader> = {
  auth: () => import('./layouts/AuthLayout.tsx').then((m) => ({ default: m.AuthLayout })),
  blank: () => import('./layouts/BlankLayout.tsx').then((m) => ({ default: m.BlankLayout })),
  default: () => import('./layouts/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
  main: () => import('./layouts/MainLayout.tsx').then((m) => ({ default: m.MainLayout })),
  public: () => import('./layouts/PublicLayout.tsx').then((m) => ({ default: m.PublicLayout })),
  window: () => import('./layouts/WindowLayout.tsx').then((m) => ({ default: m.WindowLayout })),
};

export const loadNotFound: PageLoader = () => import('../features/errors/pages/NotFoundPage.tsx');

export {
  LAYOUT_NAMESPACES,
  needsMantine,
  PAGE_NAMESPACES,
  PLAIN_PAGES,
  ROOT_NAMESPACES,
  routeNamespaces,
} from './routeData.ts';
