import type { PermissionSchool, PermissionUser, PermissionUserRole } from './permissions.ts';
import { isSuperUser } from './permissions.ts';

/**
 * Where a user goes right after signing in (spec 2 §2 "Post-login routing", spec 1 §4
 * "Post-login routing"). The web performs the step; the server may use it to answer a login.
 */

/** A step of post-login routing after the terms (steps 1 to 5). */
export type PostLoginRouteStep =
  | { kind: 'redirect'; to: string }
  | { kind: 'dashboard' }
  | { kind: 'survey'; id: number }
  | { kind: 'survey-dispatch' }
  | { kind: 'logout'; warnAwaitingValidation: boolean };

/**
 * The next step after a successful login. Paths are locale-less; the web adds '/en'.
 * `accept-terms` comes before anything else (issue 31 item 5): the member accepts the
 * school's new terms, then goes on to `next`, the step the routing gives once they have.
 */
export type PostLoginStep =
  | PostLoginRouteStep
  | { kind: 'accept-terms'; next: Exclude<PostLoginRouteStep, { kind: 'logout' }> };

/** A user role as post-login routing reads it: `requires_validation` marks a pending registration. */
export type PostLoginUserRole = PermissionUserRole & { requires_validation?: boolean };

export interface PostLoginInput {
  /** The login page's `redirect` query, or null when there is none. */
  redirect: string | null;
  user: PermissionUser & { roles: PostLoginUserRole[] };
  school: PermissionSchool;
  /** Surveys the user still has to answer for this school. */
  pendingSurveys: { id: number }[];
  /** True when the survey dispatch page must be shown even for a single survey. */
  forcedDispatch: boolean;
  /**
   * True when the member must accept the school's new terms first (the current user's
   * `terms_acceptance_due`, terms.ts isTermsAcceptanceDue). Left out: false.
   */
  termsAcceptanceDue?: boolean;
}

// ASCII control characters, space and backslash: browsers strip tabs and newlines and read
// '\' as '/', so '/\evil.org' or '/\t/evil.org' would leave the site.
function hasUnsafeRedirectChar(path: string): boolean {
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * The redirect query when it is safe to follow (spec 2 §2 Post-login routing step 1, with an
 * open-redirect defence): a same-origin path starting with a single '/' (so never '//host' nor
 * a scheme such as 'https:' or 'javascript:'), without spaces, control characters or
 * backslashes. Returns the path unchanged, or null when it must be ignored. Never throws.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (typeof redirect !== 'string') return null;
  if (!redirect.startsWith('/') || redirect.startsWith('//')) return null;
  if (hasUnsafeRedirectChar(redirect)) return null;
  return redirect;
}

/**
 * Tells whether the user may enter `school` after login (spec 2 §2 step 4 "no active role in
 * the school"): a role held here that is active and whose school role is enabled. Stricter
 * than activeRoles on purpose: a school showing inactive users in its directory must not let a
 * registration that awaits validation in. Never throws.
 */
function hasActiveRoleForLogin(user: PermissionUser, school: PermissionSchool): boolean {
  return user.roles.some(
    (held) =>
      held.school === school.id &&
      held.is_active &&
      school.roles.some((r) => r.role === held.role && r.enabled),
  );
}

/**
 * Next step after login (spec 2 §2 Post-login routing, spec 1 §4), the first that applies:
 * 0. the member must accept the school's new terms (issue 31 item 5: "each member accepts the
 *    new terms at their next sign-in before anything else") → accept them, then the step of
 *    1–5 below; a user who would be signed out (step 4) is not asked;
 * 1. a safe redirect query (safeRedirectPath) → redirect there;
 * 2. a super user → dashboard;
 * 3. pending surveys for the school: exactly one and no forced dispatch → that survey,
 *    otherwise (several, or forced) → the survey dispatch page;
 * 4. no active role in the school → logout, with `warnAwaitingValidation` true when one of the
 *    user's roles in this school is inactive and requires validation (the persistent warning);
 * 5. otherwise → dashboard.
 * Never throws.
 */
export function postLoginDestination(input: PostLoginInput): PostLoginStep {
  const next = routeAfterTerms(input);
  if (input.termsAcceptanceDue && next.kind !== 'logout') return { kind: 'accept-terms', next };
  return next;
}

/** Steps 1–5 of postLoginDestination. Never throws. */
function routeAfterTerms(input: PostLoginInput): PostLoginRouteStep {
  const { user, school, pendingSurveys } = input;
  const to = safeRedirectPath(input.redirect);
  if (to !== null) return { kind: 'redirect', to };
  if (isSuperUser(user)) return { kind: 'dashboard' };
  const [only] = pendingSurveys;
  if (only && pendingSurveys.length === 1 && !input.forcedDispatch) {
    return { kind: 'survey', id: only.id };
  }
  if (pendingSurveys.length > 0) return { kind: 'survey-dispatch' };
  if (!hasActiveRoleForLogin(user, school)) {
    const roles: PostLoginUserRole[] = user.roles;
    const warnAwaitingValidation = roles.some(
      (held) => held.school === school.id && !held.is_active && held.requires_validation === true,
    );
    return { kind: 'logout', warnAwaitingValidation };
  }
  return { kind: 'dashboard' };
}
