import type { TFunction } from 'i18next';
import { auditActionWords, humanizeWord } from './auditLogRules.ts';

/**
 * The audit log's words for people (issue 31 item 2): an action is named by a sentence of its
 * own for the few an admin meets most, otherwise "area — verb" ("Rôles — modification") from
 * its route (auditActionWords), each word through the catalogue, a word the catalogue lacks
 * written as it is in the route ('Calendar feed'): a new operation is named without a change
 * here.
 */

/** Sentences for single actions (the operation's name, its OpenAPI operationId). */
const ACTION_KEYS: Record<string, string> = {
  patchSchoolInfoSchool: 'schoolsettings_logs_action_school_info',
  postUserPassword: 'schoolsettings_logs_action_password',
  patchUserMe: 'schoolsettings_logs_action_own_account',
  putRoleSettingsPermissions: 'schoolsettings_logs_action_role_permissions',
};

/** Route words as names of areas and their parts. */
const NOUN_KEYS: Record<string, string> = {
  schools: 'schoolsettings_logs_noun_schools',
  'school-settings': 'schoolsettings_logs_noun_school_settings',
  images: 'schoolsettings_logs_noun_images',
  campuses: 'schoolsettings_logs_noun_campuses',
  degrees: 'schoolsettings_logs_noun_degrees',
  features: 'schoolsettings_logs_noun_features',
  roles: 'schoolsettings_logs_noun_roles',
  permissions: 'schoolsettings_logs_noun_permissions',
  validation: 'schoolsettings_logs_noun_validation',
  reasons: 'schoolsettings_logs_noun_reasons',
  'report-validation': 'schoolsettings_logs_noun_report_validation',
  users: 'schoolsettings_logs_noun_users',
  members: 'schoolsettings_logs_noun_users',
  password: 'schoolsettings_logs_noun_password',
  settings: 'schoolsettings_logs_noun_settings',
  experiences: 'schoolsettings_logs_noun_experiences',
  educations: 'schoolsettings_logs_noun_educations',
  hobbies: 'schoolsettings_logs_noun_hobbies',
  links: 'schoolsettings_logs_noun_links',
  attachment: 'schoolsettings_logs_noun_attachments',
  attachments: 'schoolsettings_logs_noun_attachments',
  picture: 'schoolsettings_logs_noun_picture',
  banner: 'schoolsettings_logs_noun_banner',
  timeline: 'schoolsettings_logs_noun_timeline',
  'change-requests': 'schoolsettings_logs_noun_change_requests',
  'role-change-requests': 'schoolsettings_logs_noun_change_requests',
  'profile-prompt': 'schoolsettings_logs_noun_profile_prompt',
  registration: 'schoolsettings_logs_noun_registrations',
  registrations: 'schoolsettings_logs_noun_registrations',
  imports: 'schoolsettings_logs_noun_imports',
  invitations: 'schoolsettings_logs_noun_invitations',
  posts: 'schoolsettings_logs_noun_posts',
  comments: 'schoolsettings_logs_noun_comments',
  like: 'schoolsettings_logs_noun_like',
  reports: 'schoolsettings_logs_noun_reports',
  articles: 'schoolsettings_logs_noun_articles',
  covers: 'schoolsettings_logs_noun_covers',
  events: 'schoolsettings_logs_noun_events',
  participants: 'schoolsettings_logs_noun_participants',
  documents: 'schoolsettings_logs_noun_documents',
  'calendar-feed': 'schoolsettings_logs_noun_calendar_feed',
  jobs: 'schoolsettings_logs_noun_jobs',
  logos: 'schoolsettings_logs_noun_files',
  files: 'schoolsettings_logs_noun_files',
  applications: 'schoolsettings_logs_noun_applications',
  notifications: 'schoolsettings_logs_noun_notifications',
  validators: 'schoolsettings_logs_noun_validators',
  'api-keys': 'schoolsettings_logs_noun_api_keys',
};

/** What was done, from the method or the route's last word. */
const VERB_KEYS: Record<string, string> = {
  create: 'schoolsettings_logs_verb_create',
  update: 'schoolsettings_logs_verb_update',
  delete: 'schoolsettings_logs_verb_delete',
  accept: 'schoolsettings_logs_verb_accept',
  refuse: 'schoolsettings_logs_verb_refuse',
  reject: 'schoolsettings_logs_verb_refuse',
  decision: 'schoolsettings_logs_verb_decision',
  submit: 'schoolsettings_logs_verb_submit',
  validate: 'schoolsettings_logs_verb_validate',
  review: 'schoolsettings_logs_verb_review',
  deactivate: 'schoolsettings_logs_verb_deactivate',
  reactivate: 'schoolsettings_logs_verb_reactivate',
  cancel: 'schoolsettings_logs_verb_cancel',
  move: 'schoolsettings_logs_verb_move',
  like: 'schoolsettings_logs_verb_like',
  read: 'schoolsettings_logs_verb_read',
  mute: 'schoolsettings_logs_verb_mute',
  'check-in': 'schoolsettings_logs_verb_check_in',
  message: 'schoolsettings_logs_verb_message',
  'update-link': 'schoolsettings_logs_verb_update_link',
};

/** A route word as a name: the catalogue's, else the word itself ('Calendar feed'). */
export function auditNoun(t: TFunction, word: string): string {
  const key = NOUN_KEYS[word];
  return key ? t(key) : humanizeWord(word);
}

/** What an operation did, named for people (see the module's comment). */
export function auditActionLabel(
  t: TFunction,
  operation: { action: string; method: string; route: string },
  params: Record<string, string> = {},
): string {
  const sentence = ACTION_KEYS[operation.action];
  if (sentence) return t(sentence);
  const { area, part, verb } = auditActionWords(operation.method, operation.route, params);
  const verbKey = VERB_KEYS[verb];
  return t('schoolsettings_logs_action_generic', {
    subject: part
      ? t('schoolsettings_logs_subject_nested', {
          area: auditNoun(t, area),
          part: auditNoun(t, part),
        })
      : auditNoun(t, area),
    verb: verbKey ? t(verbKey) : humanizeWord(verb).toLowerCase(),
  });
}

/** What an entry acted on: its type named ('Campus') and its id ('Campus #3'). */
export function auditTargetLabel(t: TFunction, target: { type: string; id: string | null }) {
  const noun = auditNoun(t, target.type);
  return target.id === null ? noun : t('schoolsettings_logs_target', { noun, id: target.id });
}
