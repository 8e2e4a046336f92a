/**
 * Business constants and limits (spec 2 §9, with the field limits of spec 1 §3 and §5).
 * Server schemas and client forms read them from here so both reject the same input.
 * Lengths are in characters, durations in the unit their name carries.
 */

// Notifications and loading (spec 2 §8, §9).
export const NOTIFICATION_DURATION_MS = 5000;
export const DEFAULT_FETCH_DELAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
/** A failed chunk load reloads the page at most once per minute (spec 2 §8 Routing errors). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

// Layout (spec 2 §2, §9).
/** Screen breakpoints in px: a width at or above the value enters the size. */
export const BREAKPOINTS = { sm: 769, md: 1025, lg: 1215, xl: 1407 } as const;
export const MOBILE_TAB_COUNT = 2;
export const DRAWER_ITEMS_PER_ROW = 4;
export const DRAWER_ITEM_HEIGHT_PX = 72;
export const DRAWER_NAME_MAX_CHARS = 10;
export const NAVBAR_COMPACT_ABOVE = 8;
export const NAVBAR_SEMI_COMPACT_ABOVE = 7;
export const OTHER_GROUP_MIN_ENTRIES = 3;
/** The iOS install-as-app popup closes on a swipe longer than this (spec 2 §2 Navbar). */
export const IOS_INSTALL_DISMISS_SWIPE_PX = 100;
export const LOGO_MAX_DISPLAY_HEIGHT_PX = 150;

// Accounts and profile (spec 1 §5, spec 2 §9).
export const PASSWORD_MIN_LENGTH = 8;
export const SUMMARY_MAX = 1000;
export const YEAR_SELECTOR_FIRST = 1950;
export const YEAR_SELECTOR_AHEAD = 6;
export const PROFILE_UPDATE_PROMPT_MONTHS = 6;
export const MIN_REGISTRATION_AGE_DEFAULT = 0;
export const SUPERADMIN_SEARCH_MIN = 3;

// School settings (spec 1 §5 School settings).
export const CURRENCY_MAX = 10;
export const FEATURE_NAME_MAX = 32;
/** Recommended, not enforced as a hard limit by the spec. */
export const DEGREE_NAME_MAX = 128;
export const KEY_STATS_MIN = 3;
export const KEY_STATS_MAX = 6;

// Imports (spec 1 §5 Bulk and administration).
export const IMPORT_CSV_DELIMITER = ';';
export const IMPORT_RECOMMENDED_MAX_LINES = 1000;

// Mentorship (spec 1 §4, spec 2 §8, §9).
export const MAX_SOLICITED_MENTORS = 2;
export const MENTOR_REQUEST_EXPIRY_DAYS = 15;
export const MENTORSHIP_MIN_MEETINGS_PER_MONTH = 1;
export const MENTORSHIP_FOLLOW_UP_MONTHS = 6;
export const MENTEE_RATING_SCALE = 5;

// Blog (spec 1 §3 Blog article, §5 Blog).
export const BLOG_TITLE_MAX = 100;
export const BLOG_SLUG_MAX = 100;

// Events (spec 1 §3 Event, §5 Event).
export const EVENT_TITLE_MAX = 255;

// Groups (spec 1 §3 Group, §5 Group).
export const GROUP_TITLE_MAX = 50;
export const GROUP_SLUG_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 500;

// Jobs (spec 1 §3 Job ad, §5 Job, §4 Job ad).
export const JOB_POSITION_MAX = 80;
export const JOB_COMPANY_MAX = 50;
export const JOB_CITY_MAX = 50;
export const JOB_EMAIL_MAX = 50;
export const JOB_LINK_MAX = 500;
export const JOB_ATTACHMENT_MAX_BYTES = 3 * 1024 * 1024;
export const JOB_ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const DEFAULT_JOB_PUBLICATION_DAYS = 90;
export const MAX_JOB_APPLICATION = 2;

// Resources (spec 1 §3 Resource, §5 "Resource files"; spec 2 §8 "attachment too large (max 3
// MB)"; issue 31 item 7: "3 MB except video at 50 MB").
/** Largest resource file (bytes): the spec's attachment size, 3 MB of 1,024 × 1,024 bytes. */
export const RESOURCE_MAX_BYTES = JOB_ATTACHMENT_MAX_BYTES;
/** Largest MP4 video resource (bytes): 50 MB (issue 31 item 7). */
export const RESOURCE_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

// Surveys and statistics (spec 1 §3 Survey, §5 Survey and statistics).
export const SURVEY_QUESTION_SHORT_NAME_MAX = 64;
export const SURVEY_MODALITY_SHORT_NAME_MAX = 64;
export const STATISTICS_DESCRIPTION_MAX = 500;
export const CERTIFICATION_SURVEY_COMPLETION_TARGET_PERCENT = 75;
/** Professional-integration surveys run this many months after graduation (spec 2 §6, §9). */
export const PROFESSIONAL_INTEGRATION_SURVEY_MONTHS = [6, 24] as const;

// Files and images (spec 1 §5 Images and files, spec 2 §9), sizes in px.
export const RESOURCE_FILE_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.gif',
  '.jpg',
  '.jpeg',
  '.png',
  '.mp4',
] as const;
export const IMAGE_SIZES_PX = {
  blogCover: { width: 806, height: 474 },
  jobLogo: { width: 200, height: 200 },
  groupThumbnail: { width: 300, height: 300 },
  groupHeader: { width: 800, height: 480 },
  schoolLogo: { width: 200, height: 200 },
  schoolHeader: { width: 1920, height: 325 },
  pwaIcon: { width: 512, height: 512 },
  loginCover: { width: 1920, height: 1080 },
} as const;
/** A new PWA icon may take this long to reach installed apps (spec 2 §9). */
export const PWA_ICON_CHANGE_DELAY_HOURS = 24;

// Miscellaneous (spec 2 §9).
export const COOKIE_CONSENT_DAYS = 365;
export const NUMBER_ABBREVIATIONS = ['k', 'm', 'b', 't'] as const;
export const SEND_MESSAGE_SHORTCUT = 'Alt+Enter';

/**
 * Years offered by the year selector (spec 1 §5 Registration, spec 2 §9): from 1950 to the
 * current year plus 6, both inclusive, ascending. `now` is read in local time, as the
 * person picking the year sees the calendar. Returns a new array of 4-digit years.
 */
export function yearSelectorRange(now: Date): number[] {
  const last = now.getFullYear() + YEAR_SELECTOR_AHEAD;
  const years: number[] = [];
  for (let year = YEAR_SELECTOR_FIRST; year <= last; year += 1) years.push(year);
  return years;
}
