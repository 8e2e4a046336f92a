import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  apiPath,
  fastifyPath,
  type PathParamNames,
  queryString,
  type SearchParamsLike,
} from './paths.ts';
import { EVENT_PATHS } from './routes/events.ts';

/** The runtime's URLSearchParams (the domain is type-checked without DOM or Node types). */
const SearchParams = (
  globalThis as unknown as {
    URLSearchParams: new (init?: Record<string, string>) => SearchParamsLike;
  }
).URLSearchParams;

const REGISTRATION = '/events/{id}/registrations/{registrationId}/';

describe('apiPath (contract templates to request paths)', () => {
  it('prefixes /api and puts each parameter in, URI-encoded', () => {
    expect(apiPath('/events/')).toBe('/api/events/');
    expect(apiPath(REGISTRATION, { id: 3, registrationId: '17' })).toBe(
      '/api/events/3/registrations/17/',
    );
    expect(apiPath('/jobs/update/{token}/', { token: 'a/b c?&é' })).toBe(
      '/api/jobs/update/a%2Fb%20c%3F%26%C3%A9/',
    );
    expect(apiPath(EVENT_PATHS.bySlug, { slug: 'gala-2025' })).toBe(
      '/api/events/by-slug/gala-2025/',
    );
  });

  it('appends a query from a record (skipping undefined and null), a string or URLSearchParams', () => {
    expect(
      apiPath('/events/', undefined, { page: 2, mine: true, search: 'a&b', x: undefined, y: null }),
    ).toBe('/api/events/?page=2&mine=true&search=a%26b');
    expect(apiPath('/events/{id}/', { id: 1 }, 'lang=en')).toBe('/api/events/1/?lang=en');
    expect(apiPath('/events/{id}/', { id: 1 }, '?lang=en')).toBe('/api/events/1/?lang=en');
    expect(apiPath('/events/', undefined, new SearchParams({ status: 'pending' }))).toBe(
      '/api/events/?status=pending',
    );
  });

  it('adds no ? for an empty query', () => {
    expect(apiPath('/events/', undefined, {})).toBe('/api/events/');
    expect(apiPath('/events/', undefined, { a: undefined })).toBe('/api/events/');
    expect(apiPath('/events/', undefined, '')).toBe('/api/events/');
    expect(apiPath('/events/', undefined, new SearchParams())).toBe('/api/events/');
    expect(queryString(undefined)).toBe('');
  });

  it('types the parameters from the template', () => {
    expectTypeOf<PathParamNames<typeof REGISTRATION>>().toEqualTypeOf<'id' | 'registrationId'>();
    expectTypeOf<PathParamNames<'/events/'>>().toEqualTypeOf<never>();
    // @ts-expect-error a parameter of the template is missing
    expect(() => apiPath(REGISTRATION, { id: 3 })).toThrow(/registrationId/);
    // @ts-expect-error a parameter the template does not have
    apiPath('/events/{id}/', { id: 3, slug: 'x' });
    // @ts-expect-error the parameters are required when the template has some
    expect(() => apiPath('/events/{id}/')).toThrow(/\{id\}/);
    // @ts-expect-error a template without parameters takes none
    apiPath('/events/', { id: 3 });
  });
});

describe('fastifyPath (templates to route registrations)', () => {
  it('turns {name} into :name and leaves the rest', () => {
    expect(fastifyPath(REGISTRATION)).toBe('/events/:id/registrations/:registrationId/');
    expect(fastifyPath('/blog/rss.xml')).toBe('/blog/rss.xml');
    expectTypeOf(
      fastifyPath(REGISTRATION),
    ).toEqualTypeOf<'/events/:id/registrations/:registrationId/'>();
  });
});
