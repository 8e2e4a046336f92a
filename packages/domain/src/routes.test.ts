import { describe, expect, it } from 'vitest';
import {
  hasFrame,
  isAlwaysOpenPath,
  isPublicCapablePath,
  layoutForPath,
  localizePath,
  loginPath,
  loginRedirectQuery,
  matchRoute,
  PARAM_ROUTES,
  preferredLocaleRedirect,
  ROUTE_LAYOUT,
  STATIC_ROUTES,
  splitLocalePath,
  switchLocalePath,
} from './routes.ts';

describe('route lists (spec 1 §2)', () => {
  it('holds the 37 static routes and 18 routes with parameters', () => {
    expect(STATIC_ROUTES).toHaveLength(37);
    expect(PARAM_ROUTES).toHaveLength(18);
    expect(new Set([...STATIC_ROUTES, ...PARAM_ROUTES]).size).toBe(55);
  });

  it('gives every route a layout', () => {
    for (const route of [...STATIC_ROUTES, ...PARAM_ROUTES, '/'] as const) {
      expect(ROUTE_LAYOUT[route]).toBeDefined();
    }
  });
});

describe('splitLocalePath (French unprefixed, English under /en)', () => {
  it('reads /en and /en/… as English without the prefix', () => {
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/blog/my-post')).toEqual({ locale: 'en', path: '/blog/my-post' });
    expect(splitLocalePath('/en?x=1')).toEqual({ locale: 'en', path: '/?x=1' });
  });

  it('reads everything else as French, /enfoo included', () => {
    expect(splitLocalePath('/enfoo')).toEqual({ locale: 'fr', path: '/enfoo' });
    expect(splitLocalePath('/evenements')).toEqual({ locale: 'fr', path: '/evenements' });
    expect(splitLocalePath('/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('')).toEqual({ locale: 'fr', path: '/' });
  });
});

describe('localizePath and switchLocalePath', () => {
  it('prefixes English paths with /en', () => {
    expect(localizePath('/login', 'en')).toBe('/en/login');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/?a=1', 'en')).toBe('/en?a=1');
  });

  it('leaves French paths unprefixed and never doubles a prefix', () => {
    expect(localizePath('/login', 'fr')).toBe('/login');
    expect(localizePath('/en/login', 'en')).toBe('/en/login');
    expect(localizePath('/en/login', 'fr')).toBe('/login');
  });

  it('switches locale keeping path, query and hash', () => {
    expect(switchLocalePath('/blog/x?tab=1#top', 'en')).toBe('/en/blog/x?tab=1#top');
    expect(switchLocalePath('/en/blog/x?tab=1#top', 'fr')).toBe('/blog/x?tab=1#top');
    expect(switchLocalePath('/en', 'fr')).toBe('/');
  });
});

describe('login redirect (spec 1 §2 Access rules)', () => {
  it('carries the original full path with its query', () => {
    expect(loginRedirectQuery('/jobs/12?tab=apply')).toBe('/jobs/12?tab=apply');
    expect(loginRedirectQuery('/en/directory')).toBe('/en/directory');
  });

  it('carries nothing for the root or the dashboard, in either locale', () => {
    for (const path of ['/', '/en', '/en/', '/dashboard', '/en/dashboard', '/dashboard?x=1']) {
      expect(loginRedirectQuery(path)).toBeNull();
    }
  });

  it('carries nothing for auth pages such as /logout', () => {
    expect(loginRedirectQuery('/logout')).toBeNull();
  });

  it('builds /login?redirect=<encoded> in the right locale', () => {
    expect(loginPath('/jobs/12?tab=apply', 'fr')).toBe(
      '/login?redirect=%2Fjobs%2F12%3Ftab%3Dapply',
    );
    expect(loginPath('/en/feed', 'en')).toBe('/en/login?redirect=%2Fen%2Ffeed');
  });

  it('builds a bare login path for the root and dashboard', () => {
    expect(loginPath('/', 'fr')).toBe('/login');
    expect(loginPath('/en/dashboard', 'en')).toBe('/en/login');
  });

  // Issue 12: on an English school, /about led to /en/login?redirect=%2Fabout (the guard's
  // French login page moved to English with its redirect left behind) while /en/directory led
  // to /en/login?redirect=%2Fen%2Fdirectory.
  it('names the page in the login page language, however the login page was reached', () => {
    const english = '/en/login?redirect=%2Fen%2Fabout';
    expect(loginPath('/about', 'en')).toBe(english);
    expect(loginPath('/en/about', 'en')).toBe(english);
    expect(switchLocalePath(loginPath('/about', 'fr'), 'en')).toBe(english);
    expect(
      preferredLocaleRedirect(loginPath('/about', 'fr'), {
        schoolLocale: 'en',
        cookieLocale: null,
      }),
    ).toBe(english);
    expect(loginPath('/en/directory?q=a', 'en')).toBe(
      '/en/login?redirect=%2Fen%2Fdirectory%3Fq%3Da',
    );
    expect(switchLocalePath('/en/login?redirect=%2Fen%2Fdirectory%3Fq%3Da', 'fr')).toBe(
      '/login?redirect=%2Fdirectory%3Fq%3Da',
    );
  });

  it('keeps the login page query otherwise, and never rewrites an unsafe redirect', () => {
    expect(switchLocalePath('/login?x=1#h', 'en')).toBe('/en/login?x=1#h');
    expect(switchLocalePath('/login?redirect=%2F%2Fevil.org', 'en')).toBe(
      '/en/login?redirect=%2F%2Fevil.org',
    );
    expect(switchLocalePath('/login?redirect=%2Fen%2Fdashboard', 'fr')).toBe('/login');
  });
});

describe('preferredLocaleRedirect (spec 1 §2 Layouts)', () => {
  it('never redirects an explicit /en path', () => {
    expect(
      preferredLocaleRedirect('/en/feed', { schoolLocale: 'fr', cookieLocale: 'fr' }),
    ).toBeNull();
    expect(preferredLocaleRedirect('/en', { schoolLocale: 'en', cookieLocale: null })).toBeNull();
  });

  it('sends an unprefixed path to /en when the cookie says en', () => {
    expect(preferredLocaleRedirect('/feed?x=1', { schoolLocale: 'fr', cookieLocale: 'en' })).toBe(
      '/en/feed?x=1',
    );
  });

  it('sends an unprefixed path to /en without cookie when the school prefers English', () => {
    expect(preferredLocaleRedirect('/', { schoolLocale: 'en', cookieLocale: null })).toBe('/en');
  });

  it('stays when the cookie says fr, even for an English school', () => {
    expect(preferredLocaleRedirect('/feed', { schoolLocale: 'en', cookieLocale: 'fr' })).toBeNull();
    expect(preferredLocaleRedirect('/feed', { schoolLocale: 'fr', cookieLocale: null })).toBeNull();
  });
});

describe('matchRoute', () => {
  it('matches static routes before parameters', () => {
    expect(matchRoute('/blog/new')?.pattern).toBe('/blog/new');
    expect(matchRoute('/blog/edit')?.pattern).toBe('/blog/edit/:id?');
    expect(matchRoute('/jobs/update')?.pattern).toBe('/jobs/update');
    expect(matchRoute('/survey/d/dispatch')?.pattern).toBe('/survey/d/dispatch');
  });

  it('extracts decoded parameters', () => {
    expect(matchRoute('/en/page/about-us/3')).toEqual({
      pattern: '/page/:slug/:id',
      params: { slug: 'about-us', id: '3' },
    });
    expect(matchRoute('/blog/edit/7')?.params).toEqual({ id: '7' });
    expect(matchRoute('/groups/caf%C3%A9/members/')?.params).toEqual({ slug: 'café' });
  });

  it('returns null for an unknown route', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/groups/a/b/c')).toBeNull();
  });
});

describe('layoutForPath (spec 1 §2 Layouts)', () => {
  it('puts login, forgot, reset, new, registration and logout in auth', () => {
    for (const path of ['/login', '/forgot', '/reset', '/new', '/registration', '/en/logout']) {
      expect(layoutForPath(path)).toBe('auth');
    }
  });

  it('puts redirect, subscription, unsubscription and jobs/update in blank', () => {
    for (const path of ['/redirect?url=x', '/subscription', '/unsubscription', '/jobs/update']) {
      expect(layoutForPath(path)).toBe('blank');
    }
  });

  it('puts survey display, dispatch and mentorship follow-up in window', () => {
    for (const path of ['/survey/4', '/survey/d/dispatch', '/survey/d/4', '/mentorship/followup']) {
      expect(layoutForPath(path)).toBe('window');
    }
  });

  it('puts the root in main and the public pages in public', () => {
    expect(layoutForPath('/')).toBe('main');
    expect(layoutForPath('/en')).toBe('main');
    for (const path of ['/about', '/about/2', '/blog', '/blog/a-post', '/page/x', '/page/x/1']) {
      expect(layoutForPath(path)).toBe('public');
    }
    // Custom pages (issue 31 item 6): their list, and /custom/ and /custom/{slug} leading to them.
    for (const path of ['/page', '/custom', '/custom/x'])
      expect(layoutForPath(path)).toBe('public');
    expect(layoutForPath('/dashboard')).toBe('public');
  });

  it('puts everything else in default, unknown paths and the blog editor included', () => {
    for (const path of ['/feed', '/blog/new', '/blog/edit/3', '/jobs/12', '/settings', '/nope']) {
      expect(layoutForPath(path)).toBe('default');
    }
  });
});

describe('isPublicCapablePath and isAlwaysOpenPath', () => {
  it('opens main and public pages to anonymous visitors of a public school', () => {
    expect(isPublicCapablePath('/')).toBe(true);
    expect(isPublicCapablePath('/en/blog/a-post')).toBe(true);
  });

  it('keeps default and window pages closed', () => {
    expect(isPublicCapablePath('/feed')).toBe(false);
    expect(isPublicCapablePath('/survey/3')).toBe(false);
    expect(isPublicCapablePath('/login')).toBe(false);
  });

  it('always opens auth and blank pages, never default ones', () => {
    expect(isAlwaysOpenPath('/login')).toBe(true);
    expect(isAlwaysOpenPath('/unsubscription?token=x')).toBe(true);
    expect(isAlwaysOpenPath('/feed')).toBe(false);
    expect(isAlwaysOpenPath('/about')).toBe(false);
  });
});

describe('hasFrame (spec 1 §2 Layouts: the frame of main, default and public)', () => {
  it('is true for the pages in the members frame only', () => {
    expect(hasFrame('/dashboard')).toBe(true); // public
    expect(hasFrame('/')).toBe(true); // main
    expect(hasFrame('/directory')).toBe(true); // default
    expect(hasFrame('/login')).toBe(false); // auth
    expect(hasFrame('/jobs/update')).toBe(false); // blank
    expect(hasFrame('/survey/:id')).toBe(false); // window
    expect(hasFrame(undefined)).toBe(false);
  });
});
