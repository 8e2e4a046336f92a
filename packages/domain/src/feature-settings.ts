import { z } from 'zod';
import {
  FEATURE_PRIORITY_ORDER_MAX,
  FEATURE_PRIORITY_ORDER_MIN,
  NAV_ICONS,
} from './feature-icons.ts';
import { FEATURE_PATHS, type FeaturePath } from './features.ts';
import { FEATURE_NAME_MAX } from './limits.ts';
import type { Locale } from './locales.ts';
import { urlSchema } from './validation.ts';
import { addIssue, RUN_ON_ANY_OBJECT } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * School settings → features and pages (spec 1 §2 Settings, §3 Feature entry; §4 School
 * settings "feature name required (max 32); redirect or slug required"): the navbar's
 * entries in their order, each on or off, named per language, and the school's own links
 * (`custom`) and pages (`page`), added and removed. The built-in features are never removed,
 * only turned off; the dashboard (every member's home, spec 2 §2 post-login routing) stays on.
 */

/** Longest external address of an entry, and longest page slug (the column's 100). */
export const FEATURE_URL_MAX = 500;
export const FEATURE_SLUG_MAX = 100;
/** Most entries a navbar holds: the built-in ones and twenty of the school's own. */
export const FEATURE_ENTRIES_MAX = FEATURE_PATHS.length + 20;
/** Entries the school adds and removes: its own links and pages. */
export const OWN_FEATURE_PATHS = ['custom', 'page'] as const satisfies readonly FeaturePath[];
/** Entries that may open an external address instead of their page (spec 1 §3 url_redirect). */
export const REDIRECT_FEATURE_PATHS = ['custom', 'jobs', 'blog'] as const;
/** Entries with a slug: pages, and links to a custom page (navigation.ts featureHref). */
const SLUG_FEATURE_PATHS = ['custom', 'page'] as const;

const among = (paths: readonly string[]) => (path: string) => paths.includes(path);
/** Whether the school adds and removes entries of `path` (its own links and pages). */
export const isOwnFeaturePath = among(OWN_FEATURE_PATHS);
/** Whether entries of `path` may open an external address (`url_redirect`). */
export const opensAddress = among(REDIRECT_FEATURE_PATHS);

const m = VALIDATION_REFS;
const ID_MAX = 2_147_483_647;

const nameSchema = z
  .string({ error: m.invalidValue })
  .trim()
  .max(FEATURE_NAME_MAX, { error: validationRef('tooLong', { max: FEATURE_NAME_MAX }) });

const optionalText = (schema: z.ZodType<string>) =>
  schema
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * One entry as the form sends it; `id` null for a link or page the school adds now. `icon` one of
 * NAV_ICONS, or null for the feature's default; `priorityOrder` its place on the phone's tabs
 * (feature-icons.ts). Both optional: an entry sent without them keeps what it has, a new one
 * gets the default icon and its feature's priority (defaultPriorityOrder).
 */
export const featureEntryInputSchema = z
  .object({
    id: z
      .number({ error: m.invalidValue })
      .int({ error: m.invalidValue })
      .min(1)
      .max(ID_MAX)
      .nullable(),
    path: z.enum(FEATURE_PATHS, { error: m.invalidChoice }),
    enabled: z.boolean({ error: m.invalidValue }),
    names: z.object({ fr: nameSchema, en: nameSchema }, { error: m.invalidValue }),
    url_redirect: optionalText(
      urlSchema().max(FEATURE_URL_MAX, {
        error: validationRef('tooLong', { max: FEATURE_URL_MAX }),
      }),
    ),
    slug: optionalText(
      z
        .string({ error: m.invalidValue })
        .trim()
        .max(FEATURE_SLUG_MAX, { error: validationRef('tooLong', { max: FEATURE_SLUG_MAX }) })
        .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: m.invalidValue }),
    ),
    icon: z.enum(NAV_ICONS, { error: m.invalidChoice }).nullable().optional(),
    priorityOrder: z
      .number({ error: m.invalidValue })
      .int({ error: m.invalidValue })
      .min(FEATURE_PRIORITY_ORDER_MIN, {
        error: validationRef('minValue', { min: FEATURE_PRIORITY_ORDER_MIN }),
      })
      .max(FEATURE_PRIORITY_ORDER_MAX, {
        error: validationRef('maxValue', { max: FEATURE_PRIORITY_ORDER_MAX }),
      })
      .optional(),
  })
  .superRefine((entry, ctx) => {
    // zod runs this check even when a field failed: read only what parsed.
    // "Feature name required": in one language at least (the other falls back to it).
    if (!entry.names?.fr && !entry.names?.en) addIssue(ctx, 'names', m.required);
    // "Redirect or slug required": a link needs its address, a page its slug.
    if (entry.path === 'custom' && !entry.url_redirect) addIssue(ctx, 'url_redirect', m.required);
    if (entry.path === 'page' && !entry.slug) addIssue(ctx, 'slug', m.required);
    if (entry.id === null && !isOwnFeaturePath(entry.path)) {
      addIssue(ctx, 'path', m.invalidChoice);
    }
    if (entry.path === 'dashboard' && entry.enabled === false) {
      addIssue(ctx, 'enabled', m.invalidValue);
    }
  }, RUN_ON_ANY_OBJECT)
  // An address or a slug where the entry has none is dropped, not stored.
  .transform((entry) => ({
    ...entry,
    url_redirect: opensAddress(entry.path) ? (entry.url_redirect ?? null) : null,
    slug: among(SLUG_FEATURE_PATHS)(entry.path) ? (entry.slug ?? null) : null,
  }));
export type FeatureEntryInput = z.output<typeof featureEntryInputSchema>;

/** Body of `PUT /api/schools/{id}/features/`: every entry, in the navbar's order. */
export const featureListSchema = z.object({
  features: z
    .array(featureEntryInputSchema, { error: m.invalidValue })
    .min(1, { error: m.required })
    .max(FEATURE_ENTRIES_MAX, { error: validationRef('maxValue', { max: FEATURE_ENTRIES_MAX }) }),
});
export type FeatureListInput = z.output<typeof featureListSchema>;

/** Messages of the list as a whole, per locale. */
export interface FeatureMessageCatalogue {
  /** An id that is not one of the school's entries, or one sent twice. */
  unknownEntry: string;
  /** A built-in feature left out of the list: they are turned off, never removed. */
  builtInMissing: string;
  /** A page entry whose slug names none of the school's custom pages (custom-pages.ts). */
  noSuchPage: string;
}

export const FEATURE_MESSAGES: Record<Locale, FeatureMessageCatalogue> = {
  fr: {
    unknownEntry:
      'La liste nomme une entrée inconnue ou la nomme deux fois\u202f; rechargez la page.',
    builtInMissing:
      'Les fonctionnalités de la plateforme ne se suppriment pas\u00a0: désactivez-les. Rechargez la page.',
    noSuchPage:
      'Aucune page n’a cette adresse\u00a0: créez d’abord la page dans «\u00a0Pages personnalisées\u00a0».',
  },
  en: {
    unknownEntry: 'The list names an unknown entry or names one twice; reload the page.',
    builtInMissing: 'The platform’s features are not removed: turn them off. Reload the page.',
    noSuchPage: 'No page has this address: create the page under “Custom pages” first.',
  },
};
