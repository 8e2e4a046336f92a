import { describe, expect, it } from 'vitest';
import {
  FEATURE_OF_TEMPLATE,
  FEATURE_ROUTES,
  FEED_SUBJECT_FEATURES,
  isFeatureOn,
} from './feature-operations.ts';
import {
  ABOUT_PATHS,
  BLOG_PATHS,
  DIRECTORY_PATHS,
  EVENT_PARTICIPANT_PATHS,
  JOB_UPDATE_LINK_PATHS,
} from './routes/index.ts';

describe('feature operations (spec 2 §6 Feature visibility; issue 30 item 19)', () => {
  it("switches every route of an area's contract with its feature", () => {
    for (const template of Object.values(BLOG_PATHS)) {
      expect(FEATURE_OF_TEMPLATE.get(`/api${template}`)).toBe('blog');
    }
    expect(FEATURE_OF_TEMPLATE.get(`/api${EVENT_PARTICIPANT_PATHS.calendarFeedFile}`)).toBe(
      'evenements',
    );
    expect(FEATURE_OF_TEMPLATE.get(`/api${JOB_UPDATE_LINK_PATHS.byLink}`)).toBe('jobs');
    expect(FEATURE_OF_TEMPLATE.get('/api/posts/{id}/')).toBe('feed');
    // The about page's reads (issue 31 item 6), not the pages' editing in School settings.
    expect(FEATURE_OF_TEMPLATE.get(`/api${ABOUT_PATHS.teamMember}`)).toBe('about');
    expect(FEATURE_OF_TEMPLATE.get('/api/schools/{id}/pages/')).toBeUndefined();
  });

  it('leaves the settings and the dashboard’s member data to no feature', () => {
    expect(FEATURE_OF_TEMPLATE.get('/api/schools/{id}/features/')).toBeUndefined();
    expect(FEATURE_OF_TEMPLATE.get('/api/school-settings/validation/{area}/')).toBeUndefined();
    expect(FEATURE_OF_TEMPLATE.get(`/api${DIRECTORY_PATHS.recent}`)).toBeUndefined();
    expect(FEATURE_OF_TEMPLATE.get(`/api${DIRECTORY_PATHS.list}`)).toBe('directory');
  });

  it('gives each template one feature, and each shared item type the feature of its area', () => {
    const all = Object.values(FEATURE_ROUTES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(FEED_SUBJECT_FEATURES).toEqual({ article: 'blog', event: 'evenements', jobad: 'jobs' });
  });

  it('is on when one of its entries is enabled, off with none or all disabled', () => {
    const entry = (path: 'blog' | 'feed', enabled: boolean) => ({
      enabled,
      feature: { path, reserved: false },
    });
    expect(isFeatureOn([entry('blog', true)], 'blog')).toBe(true);
    expect(isFeatureOn([entry('blog', false), entry('blog', true)], 'blog')).toBe(true);
    expect(isFeatureOn([entry('blog', false)], 'blog')).toBe(false);
    expect(isFeatureOn([entry('feed', true)], 'blog')).toBe(false);
    expect(isFeatureOn([], 'blog')).toBe(false);
  });
});
