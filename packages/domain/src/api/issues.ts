import type { z } from 'zod';
import { ABOUT_MESSAGES } from '../about-messages.ts';
import { API_KEY_MESSAGES } from '../api-key-messages.ts';
import { BADGE_MESSAGES } from '../badge-messages.ts';
import { BLOG_MESSAGES } from '../blog-messages.ts';
import { BULK_OPERATION_MESSAGES } from '../bulk-operation-messages.ts';
import { CUSTOM_PAGE_MESSAGES } from '../custom-page-messages.ts';
import { DISCUSSION_MESSAGES } from '../discussion-messages.ts';
import { DUPLICATE_MESSAGES } from '../duplicates-messages.ts';
import { EVENT_MESSAGES } from '../event-messages.ts';
import { PARTICIPANT_MESSAGES } from '../event-participant-messages.ts';
import { FEED_MESSAGES } from '../feed-messages.ts';
import { GROUP_MESSAGES } from '../group-messages.ts';
import { IMPORT_MESSAGES } from '../import-messages.ts';
import { INTEGRATION_MESSAGES } from '../integration-messages.ts';
import { JOB_MESSAGES } from '../job-messages.ts';
import type { Locale } from '../locales.ts';
import { MENTORSHIP_MESSAGES } from '../mentorship-messages.ts';
import { fillPlaceholders, parseMessageRef } from '../message-refs.ts';
import { MESSAGE_STATS_MESSAGES } from '../message-stats-messages.ts';
import { PROFILE_MESSAGES } from '../profile-messages.ts';
import { REPORT_MESSAGES } from '../report-messages.ts';
import { RESOURCE_MESSAGES } from '../resource-messages.ts';
import { ROLE_SETTINGS_MESSAGES } from '../role-settings-messages.ts';
import { STATIC_LIST_MESSAGES } from '../static-list-messages.ts';
import { VALIDATION_MESSAGES, validationRef } from '../validation-messages.ts';
import { API_MESSAGES } from './api-messages.ts';

/**
 * Where a contract's validation issues become the spec's 400 body (DESIGN §5, spec 2 §8):
 * references are put into words in the reader's language, and zod's own issues (a wrong
 * type, a number out of range…) get a reference through `contractErrorMap`, so every
 * message a person reads comes from a catalogue in both languages.
 */

type Catalogue = Record<string, string>;
const CATALOGUES: Record<string, Record<Locale, Catalogue>> = {
  validation: VALIDATION_MESSAGES as unknown as Record<Locale, Catalogue>,
  profile: PROFILE_MESSAGES as unknown as Record<Locale, Catalogue>,
  feed: FEED_MESSAGES as unknown as Record<Locale, Catalogue>,
  report: REPORT_MESSAGES as unknown as Record<Locale, Catalogue>,
  imports: IMPORT_MESSAGES as unknown as Record<Locale, Catalogue>,
  roles: ROLE_SETTINGS_MESSAGES as unknown as Record<Locale, Catalogue>,
  badges: BADGE_MESSAGES as unknown as Record<Locale, Catalogue>,
  integrations: INTEGRATION_MESSAGES as unknown as Record<Locale, Catalogue>,
  pages: CUSTOM_PAGE_MESSAGES as unknown as Record<Locale, Catalogue>,
  apikeys: API_KEY_MESSAGES as unknown as Record<Locale, Catalogue>,
  resources: RESOURCE_MESSAGES as unknown as Record<Locale, Catalogue>,
  discussions: DISCUSSION_MESSAGES as unknown as Record<Locale, Catalogue>,
  about: ABOUT_MESSAGES as unknown as Record<Locale, Catalogue>,
  messagestats: MESSAGE_STATS_MESSAGES as unknown as Record<Locale, Catalogue>,
  mentorship: MENTORSHIP_MESSAGES as unknown as Record<Locale, Catalogue>,
  lists: STATIC_LIST_MESSAGES as unknown as Record<Locale, Catalogue>,
  blog: BLOG_MESSAGES as unknown as Record<Locale, Catalogue>,
  bulk: BULK_OPERATION_MESSAGES as unknown as Record<Locale, Catalogue>,
  duplicates: DUPLICATE_MESSAGES as unknown as Record<Locale, Catalogue>,
  event: EVENT_MESSAGES as unknown as Record<Locale, Catalogue>,
  participants: PARTICIPANT_MESSAGES as unknown as Record<Locale, Catalogue>,
  job: JOB_MESSAGES as unknown as Record<Locale, Catalogue>,
  groups: GROUP_MESSAGES as unknown as Record<Locale, Catalogue>,
  api: API_MESSAGES as unknown as Record<Locale, Catalogue>,
};

/**
 * The sentence a message stands for in `locale`: a reference (message-refs.ts) is looked up
 * and its `{name}` placeholders filled; any other text is returned as it is. Never throws.
 */
export function localizeMessage(message: string, locale: Locale): string {
  const ref = parseMessageRef(message);
  if (!ref) return message;
  const template = CATALOGUES[ref.catalogue]?.[locale]?.[ref.key];
  return template === undefined ? message : fillPlaceholders(template, ref.params);
}

/**
 * zod error map for the issues a schema words no message for: missing → "required", text
 * too long or short, number out of range, anything else "invalid value". Pass it to each
 * parse (`schema.safeParse(data, { error: contractErrorMap })`); a schema's own messages
 * come first.
 */
export const contractErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? validationRef('required')
        : validationRef('invalidValue');
    case 'too_big':
      if (issue.origin === 'string')
        return validationRef('tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int')
        return issue.inclusive === false
          ? validationRef('lessThan', { max: Number(issue.maximum) })
          : validationRef('maxValue', { max: Number(issue.maximum) });
      return validationRef('invalidValue');
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? validationRef('required')
          : validationRef('tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int')
        return issue.inclusive === false
          ? validationRef('greaterThan', { min: Number(issue.minimum) })
          : validationRef('minValue', { min: Number(issue.minimum) });
      return validationRef('invalidValue');
    case 'invalid_value':
      return validationRef('invalidChoice');
    default:
      return validationRef('invalidValue');
  }
};

/** A validation issue as zod reports it: where, and its message or reference. */
export interface ContractIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The spec's 400 body for validation issues (DESIGN §5): `{"field": ["message"]}`, nested
 * paths joined with dots (`entries.0.kind`), issues about the whole input under
 * `non_field_errors`; messages in `locale`. Never throws.
 */
export function issuesToErrorBody(
  issues: readonly ContractIssue[],
  locale: Locale,
): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    body[key] ??= [];
    body[key].push(localizeMessage(issue.message, locale));
  }
  return body;
}
