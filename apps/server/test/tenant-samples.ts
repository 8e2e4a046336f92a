import { MERGE_FIELDS } from '@alumni/domain';
import { DEMO_PASSWORD } from '../src/seed/seed.ts';
import { groupBody } from './groups.ts';
import { multipart, registrationBody, tinyPdf, tinyPng } from './tenant-bodies.ts';
import type { SchoolWorld } from './tenant-fixtures.ts';

/**
 * What the tenant-isolation suite sends for each OpenAPI operation (architecture issue,
 * part 7). Every identifier comes from a `SchoolWorld`: the suite sends school B's on A's
 * host, and A's own as the sanity run. Free text never comes from the world, so that B's
 * marker in a response can only come from B's data.
 */

/** A request's parts besides the path: query, JSON body or multipart body. */
export interface Sample {
  query?: (w: SchoolWorld) => Record<string, string | number>;
  json?: (w: SchoolWorld) => unknown;
  multipart?: (w: SchoolWorld) => Promise<{ payload: Buffer; contentType: string }>;
}

/**
 * Path parameters by name, within the paths a pattern matches: the first rule that matches
 * an operation's path and names the parameter gives its value. A parameter no rule gives
 * fails the suite, naming the operation. `{decision}` takes its enum's first value.
 */
export const PATH_PARAMS: [RegExp, string, (w: SchoolWorld) => string | number][] = [
  [/^\/api\/schools\/\{subdomain\}\//, 'subdomain', (w) => w.subdomain],
  [/^\/api\/schools\/\{id\}\//, 'id', (w) => w.schoolId],
  [/^\/api\/schools\/\{id\}\/images\//, 'kind', () => 'login_photo'],
  [/^\/api\/schools\/\{id\}\/campuses\//, 'campusId', (w) => w.campusUnused],
  [/^\/api\/schools\/\{id\}\/degrees\//, 'degreeId', (w) => w.degreeUnused],
  [/^\/api\/schools\/\{id\}\/roles\//, 'roleId', (w) => w.schoolRole],
  [/^\/api\/schools\/\{id\}\/static-lists\//, 'scope', () => 'article_category'],
  [/^\/api\/schools\/\{id\}\/static-lists\//, 'optionId', (w) => w.staticOption],
  [/^\/api\/schools\/\{id\}\/badges\//, 'badgeId', (w) => w.badgeUnused],
  // Sub-pages are changed and deleted on the page that stays; the other page is deleted.
  [/^\/api\/schools\/\{id\}\/custom-pages\/\{pageId\}\/subpages\//, 'pageId', (w) => w.customPage],
  [
    /^\/api\/schools\/\{id\}\/custom-pages\/\{pageId\}\/subpages\//,
    'subpageId',
    (w) => w.customSubpageEditable,
  ],
  [/^\/api\/schools\/\{id\}\/custom-pages\//, 'pageId', (w) => w.customPageEditable],
  [/^\/api\/custom-pages\/\{slug\}\//, 'slug', (w) => w.customPageSlug],
  [/^\/api\/custom-pages\/\{slug\}\/\{id\}\/$/, 'id', (w) => w.customSubpage],
  [/^\/api\/schools\/\{id\}\/integrations\//, 'integrationId', (w) => w.integration],
  [/^\/api\/schools\/\{id\}\/api-keys\//, 'keyId', (w) => w.apiKey],
  [/^\/api\/schools\/\{id\}\/team\/\{memberId\}\/photo\/$/, 'memberId', (w) => w.teamMember],
  [/^\/api\/schools\/\{id\}\/team\//, 'memberId', (w) => w.teamMemberUnused],
  [/^\/api\/about\/team\//, 'id', (w) => w.teamMember],
  [/^\/api\/school-settings\/validation\//, 'area', () => 'blog'],
  [/^\/api\/resources\/\{id\}\//, 'id', (w) => w.resource],
  [/^\/api\/conversations\/\{id\}\//, 'id', (w) => w.conversation],
  [
    /^\/api\/conversations\/\{id\}\/messages\/\{messageId\}\/attachments\//,
    'messageId',
    (w) => w.chatAttachmentMessage,
  ],
  [/^\/api\/conversations\/\{id\}\/messages\/\{messageId\}\/attachments\//, 'index', () => 0],
  [/^\/api\/conversations\/\{id\}\/messages\/\{messageId\}\//, 'messageId', (w) => w.chatMessage],
  [/^\/api\/bulk-operations\/\{id\}\/file\//, 'id', (w) => w.bulkExport],
  [/^\/api\/bulk-operations\/\{id\}\//, 'id', (w) => w.bulkOperation],
  [/^\/api\/personal-data\/exports\/\{id\}\//, 'id', (w) => w.personalDataExport],
  [/^\/api\/personal-data\/members\/\{id\}\//, 'id', (w) => w.erasureMember],
  [/^\/api\/mass-mails\/\{id\}\//, 'id', (w) => w.massMail],
  [/^\/api\/posts\/\{id\}\//, 'id', (w) => w.post],
  [/^\/api\/posts\/\{id\}\/comments\/\{commentId\}\//, 'commentId', (w) => w.comment],
  [/^\/api\/users\/\{id\}\//, 'id', (w) => w.member],
  [/^\/api\/users\/\{id\}\/experiences\//, 'experienceId', (w) => w.experience],
  [/^\/api\/users\/\{id\}\/educations\//, 'educationId', (w) => w.education],
  [/^\/api\/users\/\{id\}\/hobbies\//, 'hobbyId', (w) => w.hobby],
  [/^\/api\/users\/\{id\}\/links\/\{linkId\}\/attachment\/$/, 'linkId', (w) => w.documentLink],
  [/^\/api\/users\/\{id\}\/links\//, 'linkId', (w) => w.link],
  [/^\/api\/users\/\{id\}\/roles\//, 'roleId', (w) => w.roleId],
  [/^\/api\/users\/\{id\}\/badges\//, 'badgeId', (w) => w.badge],
  [/^\/api\/imports\/\{id\}\/validate\/$/, 'id', (w) => w.importSubmitted],
  [/^\/api\/imports\/\{id\}\/reject\/$/, 'id', (w) => w.importSubmittedToo],
  [/^\/api\/imports\/\{id\}\/invitations\/$/, 'id', (w) => w.importApplied],
  [/^\/api\/imports\/\{id\}\/$/, 'id', (w) => w.importDeletable],
  [/^\/api\/imports\/\{id\}\//, 'id', (w) => w.importDraft],
  [/^\/api\/registrations\/activations\/\{id\}\/$/, 'id', (w) => w.awaitingMember],
  [/^\/api\/registrations\/\{id\}\//, 'id', (w) => w.registration],
  [/^\/api\/educations\/\{id\}\//, 'id', (w) => w.education],
  [/^\/api\/role-change-requests\/\{id\}\//, 'id', (w) => w.roleChangeRequest],
  [/^\/api\/reports\/\{id\}\//, 'id', (w) => w.report],
  [/^\/api\/events\/user\/\{userId\}\//, 'userId', (w) => w.member],
  [/^\/api\/validators\/\{userId\}\//, 'userId', (w) => w.member],
  [/^\/api\/articles\/\{id\}\/review\/$/, 'id', (w) => w.articlePending],
  [/^\/api\/articles\/\{id\}\//, 'id', (w) => w.article],
  [/^\/api\/articles\/by-slug\/\{slug\}\/$/, 'slug', (w) => w.articleSlug],
  [/^\/api\/events\/\{id\}\/review\/$/, 'id', (w) => w.eventPending],
  [/^\/api\/events\/\{id\}\/documents\/$/, 'id', (w) => w.eventDocuments],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/documents\//,
    'id',
    (w) => w.eventDocuments,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/documents\//,
    'registrationId',
    (w) => w.eventRegistrationDocuments,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/documents\//,
    'documentId',
    (w) => w.eventDocument,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/move\/$/,
    'id',
    (w) => w.eventMovable,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/move\/$/,
    'registrationId',
    (w) => w.eventRegistrationMovable,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\/qr\/$/,
    'registrationId',
    (w) => w.eventRegistrationCheckIn,
  ],
  [
    /^\/api\/events\/\{id\}\/registrations\/\{registrationId\}\//,
    'registrationId',
    (w) => w.eventRegistration,
  ],
  [/^\/api\/events\/\{id\}\//, 'id', (w) => w.event],
  [/^\/api\/events\/calendar-feed\/\{token\}\/$/, 'token', (w) => w.calendarToken],
  [/^\/api\/events\/by-slug\/\{slug\}\/$/, 'slug', (w) => w.eventSlug],
  // Groups (issue 33): the page itself (read, edited, deleted last) is a group of its own.
  [/^\/api\/groups\/\{id\}\/review\/$/, 'id', (w) => w.groupPending],
  [/^\/api\/groups\/\{id\}\/$/, 'id', (w) => w.groupDeletable],
  [/^\/api\/groups\/\{id\}\/members\/\{userId\}\/$/, 'userId', (w) => w.other],
  [/^\/api\/groups\/\{id\}\//, 'id', (w) => w.group],
  [/^\/api\/groups\/by-slug\/\{slug\}\/$/, 'slug', (w) => w.groupSlug],
  [/^\/api\/jobs\/update\/\{token\}\//, 'token', (w) => w.jobUpdateToken],
  [/^\/api\/jobs\/\{id\}\/review\/$/, 'id', (w) => w.jobAdPending],
  [/^\/api\/jobs\/\{id\}\/deactivate\/$/, 'id', (w) => w.jobAdToClose],
  [/^\/api\/jobs\/\{id\}\/reactivate\/$/, 'id', (w) => w.jobAdInactive],
  [/^\/api\/jobs\/\{id\}\/applications\/$/, 'id', (w) => w.jobAdOpen],
  [/^\/api\/jobs\/\{id\}\/attachment\/$/, 'id', (w) => w.jobAdOpen],
  [
    /^\/api\/jobs\/\{id\}\/applications\/\{applicationId\}\//,
    'applicationId',
    (w) => w.jobApplication,
  ],
  [/^\/api\/jobs\/\{id\}\/applications\//, 'id', (w) => w.jobAdApplied],
  [/^\/api\/jobs\/\{id\}\//, 'id', (w) => w.jobAdMine],
  // Mentorship (issue 33): each move on a match of its own (tenant-mentorship.ts).
  [/^\/api\/mentorship\/matches\/\{id\}\/review\/$/, 'id', (w) => w.mentorshipReview],
  [/^\/api\/mentorship\/matches\/\{id\}\/rating\/$/, 'id', (w) => w.mentorshipRatable],
  [/^\/api\/mentorship\/matches\/\{id\}\/meetings\//, 'id', (w) => w.mentorshipAccepted],
  [/^\/api\/mentorship\/matches\/\{id\}\/meetings\//, 'meetingId', (w) => w.mentorshipMeeting],
  [/^\/api\/mentorship\/matches\/\{id\}\/$/, 'id', (w) => w.mentorshipMatch],
];

const password = {
  password: DEMO_PASSWORD,
  password_confirm: DEMO_PASSWORD,
};
const png = async () => multipart('picture.png', 'image/png', await tinyPng());
/** A date `days` from today, as a job ad's dates are written (YYYY-MM-DD). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A job ad's body naming the member's uploaded logo, with a contact for its update link (issue 15). */
const jobAdBody = (logo: string) => ({
  position: 'Suite position',
  company: 'Suite company',
  city: 'Lyon',
  logo,
  contract_type: 'permanent',
  sector: 'it',
  experience: 'none',
  salary: '40 000 €',
  category: 'engineering',
  description: 'Suite job text',
  contact_email: 'suite.recruiter@example.org',
  start_date: inDays(40),
  application_deadline: inDays(20),
  publish_at: '2026-01-01T08:00:00Z',
});
/** An application's body naming the member's uploaded CV. */
const applicationBody = (cv: { key: string; name: string }) => ({
  first_name: 'Suite',
  last_name: 'Applicant',
  email: 'suite.applicant@example.org',
  message: 'Suite application',
  cv,
});
const csvHeader = 'first name;last name;email;graduation year;degree;role;external ref;campus';

/**
 * Per operation (`METHOD path` as in the OpenAPI document): its query and body. Every
 * operation that takes a body must be here; an entry naming no operation fails the suite.
 */
export const SAMPLES: Record<string, Sample> = {
  'PATCH /api/personal-data/visibility/': { json: () => ({ phone: 'members' }) },
  'POST /api/groups/': { json: (w) => groupBody(w.groupUploads) },
  'POST /api/groups/images/': { query: () => ({ kind: 'thumbnail' }), multipart: () => png() },
  'PUT /api/groups/{id}/': { json: (w) => groupBody(w.groupDeletableImages) },
  'POST /api/groups/{id}/review/': { json: () => ({ decision: 'validate' }) },
  'POST /api/groups/{id}/members/': { json: () => ({ message: 'Suite request' }) },
  // The member manages the group: `other` becomes a manager, then (deletions last) is removed.
  'PATCH /api/groups/{id}/members/{userId}/': { json: () => ({ action: 'promote' }) },
  'POST /api/groups/{id}/invitations/': { json: (w) => ({ user_ids: [w.admin] }) },
  'POST /api/auth/login/': { json: (w) => ({ email: w.otherEmail, password: DEMO_PASSWORD }) },
  'POST /api/auth/password/forgot/': { json: (w) => ({ email: w.otherEmail }) },
  'POST /api/auth/password/reset/': { json: (w) => ({ token: w.resetToken, ...password }) },
  'PATCH /api/users/me/': { json: () => ({ first_name: 'Suite', last_name: 'Caller' }) },
  'POST /api/users/me/password/': {
    json: () => ({ current_password: DEMO_PASSWORD, ...password }),
  },
  'PATCH /api/users/me/settings/': { json: () => ({ newsletter: true }) },
  'POST /api/registration/': {
    json: (w) => ({
      ...registrationBody('Suite', 'suite.registrant@example.org'),
      degree: w.degree,
      campus: w.campus,
    }),
  },
  'GET /api/registration/activation/': { query: (w) => ({ token: w.activationToken }) },
  'POST /api/registration/activation/': { json: (w) => ({ token: w.activationToken }) },
  'POST /api/registration/activation/renewal/': { json: (w) => ({ token: w.activationToken }) },
  'POST /api/registrations/members/': {
    json: (w) => ({
      first_name: 'Suite',
      last_name: 'Added',
      email: 'suite.added@example.org',
      role: 4,
      campus: w.campus,
      degree: w.degree,
    }),
  },
  'POST /api/registrations/{id}/{decision}/': { json: () => ({ reason: 'Suite reason' }) },
  'POST /api/registration/roles/': {
    json: (w) => ({ role: 5, graduation_year: 2010, degree: w.degree, campus: w.campus }),
  },
  'POST /api/imports/members/': {
    json: () => ({
      file_name: 'suite-members.csv',
      content: `${csvHeader}\nSuite;Member;suite.import@example.org;2012;;4;SUITE-1;\n`,
    }),
  },
  'POST /api/imports/degrees/': {
    json: () => ({ file_name: 'suite-degrees.csv', content: 'Suite Degree;Suite;Suite\n' }),
  },
  'POST /api/imports/{id}/invitations/': { json: () => ({ only_missing: false }) },
  'POST /api/imports/invitations/': { json: (w) => ({ user: w.invitee }) },
  'GET /api/directory/': {
    query: (w) => ({ degrees: w.degree, campus: w.campus, badge: w.badge }),
  },
  'GET /api/directory/map/': {
    query: (w) => ({ degrees: w.degree, campus: w.campus, badge: w.badge }),
  },
  'POST /api/users/{id}/experiences/': {
    json: () => ({
      title: 'Suite job',
      organisation: 'Suite Corp',
      location: 'Lyon',
      start_date: '2019-01-01',
    }),
  },
  'PATCH /api/users/{id}/experiences/{experienceId}/': { json: () => ({ title: 'Suite edit' }) },
  'POST /api/users/{id}/educations/': {
    json: (w) => ({
      degree_type: 'master',
      title: 'Suite education',
      facility: 'Suite facility',
      graduation_status: 'graduated',
      graduation_year: 2014,
      school: true,
      degree: w.degree,
    }),
  },
  'PATCH /api/users/{id}/educations/{educationId}/': {
    json: (w) => ({ title: 'Suite edit', degree: w.degree }),
  },
  'POST /api/users/{id}/hobbies/': { json: () => ({ name: 'Suite hobby' }) },
  'POST /api/users/{id}/links/': {
    json: () => ({ title: 'Suite link', url: 'https://www.example.org/suite' }),
  },
  'POST /api/users/{id}/links/attachment/': {
    multipart: async () =>
      multipart('suite.pdf', 'application/pdf', tinyPdf(), { title: 'Suite attachment' }),
  },
  'PUT /api/users/{id}/roles/{roleId}/timeline/': {
    json: (w) => ({
      entries: [
        { kind: 1, work_experience: w.experience },
        { kind: 2, education: w.education },
      ],
    }),
  },
  'POST /api/users/{id}/roles/{roleId}/change-requests/': {
    json: (w) => ({ graduation_year: 2012, degree: w.degree, campus: w.campus }),
  },
  'POST /api/users/{id}/picture/': { multipart: png },
  'POST /api/users/{id}/banner/': { multipart: png },
  'GET /api/posts/': { query: (w) => ({ author: w.member }) },
  'POST /api/posts/': {
    json: (w) => ({ content: '<p>Suite post</p>', images: [w.postImage] }),
  },
  'POST /api/posts/images/': { multipart: png },
  'PATCH /api/posts/{id}/': { json: () => ({ content: '<p>Suite edit</p>' }) },
  'POST /api/posts/{id}/comments/': { json: () => ({ content: 'Suite comment' }) },
  'PATCH /api/posts/{id}/comments/{commentId}/': { json: () => ({ content: 'Suite edit' }) },
  'POST /api/reports/': {
    json: (w) => ({
      type: 'post',
      object_id: w.post,
      reasons: ['spam'],
      description: 'Suite report',
    }),
  },
  'PATCH /api/reports/{id}/': { json: () => ({ status: 'refused' }) },
  'POST /api/notifications/read/': { json: (w) => ({ ids: [w.notification] }) },
  'PUT /api/validators/{userId}/': { json: () => ({ scopes: [1] }) },
  'PATCH /api/schools/{id}/': { json: () => ({ address: 'Suite address' }) },
  'POST /api/schools/{id}/images/{kind}/': { multipart: png },
  'POST /api/schools/{id}/campuses/': { json: () => ({ name: 'Suite campus' }) },
  'POST /api/schools/{id}/static-lists/{scope}/': {
    json: () => ({ translations: { fr: 'Suite option', en: '' } }),
  },
  // Renamed and moved first in its list; DELETE, sent last, then removes it.
  'PATCH /api/schools/{id}/static-lists/{scope}/{optionId}/': {
    json: () => ({ translations: { fr: 'Suite option renamed', en: 'Suite' }, order: 0 }),
  },
  'PUT /api/schools/{id}/features/': { json: (w) => ({ features: w.featureList }) },
  'GET /api/schools/{id}/logs/': {
    query: (w) => ({ user: w.admin, from: '2026-01-01', page_size: 5 }),
  },
  'GET /api/schools/{id}/logs/export/': { query: () => ({ target_type: 'schools', lang: 'en' }) },
  // The role's settings and row as they are: what other operations read does not change.
  'PATCH /api/schools/{id}/roles/{roleId}/': { json: () => ({ shown_in_directory: true }) },
  'PUT /api/schools/{id}/roles/{roleId}/permissions/': {
    json: (w) => ({ permissions: w.schoolRoleRow }),
  },
  // The seeded demo school's own value: the sanity run changes nothing of what others test.
  'PUT /api/schools/{id}/report-validation/': { json: () => ({ validate_report: true }) },
  // A new terms version (members are asked at their next sign-in; nobody mailed).
  'POST /api/schools/{id}/terms/': {
    json: () => ({
      terms_use_url: 'https://www.example.org/suite/cgu',
      privacy_policy_url: 'https://www.example.org/suite/privacy',
      notify_members: false,
    }),
  },
  'POST /api/schools/{id}/degrees/': { json: () => ({ name: 'Suite degree', section: 'S' }) },
  'PATCH /api/schools/{id}/degrees/{degreeId}/': { json: () => ({ name: 'Suite degree renamed' }) },
  'PATCH /api/schools/{id}/campuses/{campusId}/': {
    json: () => ({ name: 'Suite campus renamed' }),
  },
  'POST /api/schools/{id}/badges/': {
    json: () => ({
      icon: '🏅',
      title: { fr: 'Suite badge', en: '' },
      description: { fr: 'Suite' },
    }),
  },
  // An integration whose URL never resolves (`.invalid`): its test answers at once.
  'POST /api/schools/{id}/integrations/': {
    json: (w) => ({
      name: 'Suite integration',
      base_url: 'https://suite.crm.invalid/',
      token: 'suite-token',
      filter_roles: [4],
      filter_degrees: [w.degree],
      filter_campuses: [w.campus],
      filter_years: [2020],
      mappings: [{ source: 'email', target: 'email' }],
    }),
  },
  'PATCH /api/schools/{id}/integrations/{integrationId}/': {
    json: (w) => ({
      name: 'Suite integration renamed',
      base_url: 'https://suite.crm.invalid/v2/',
      enabled: true,
      filter_degrees: [w.degree],
      mappings: [{ source: 'last_name', target: 'name' }],
    }),
  },
  // Out of the navbar: the feature list the suites send back stays as it was built.
  'POST /api/schools/{id}/custom-pages/': {
    json: () => ({
      slug: 'suite-page',
      title: { fr: 'Suite page', en: '' },
      body: { fr: '<p>Suite page text</p>' },
      visibility: 'public',
      in_navbar: false,
    }),
  },
  'PATCH /api/schools/{id}/custom-pages/{pageId}/': {
    json: () => ({
      slug: 'suite-page-renamed',
      title: { fr: 'Suite page renamed', en: 'Suite' },
      body: { fr: '<p>Suite edit</p>', en: '' },
      visibility: 'members',
      in_navbar: false,
    }),
  },
  'POST /api/schools/{id}/custom-pages/{pageId}/subpages/': {
    json: () => ({ title: { fr: 'Suite sub-page', en: '' }, body: { fr: '<p>Suite</p>' } }),
  },
  'PATCH /api/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/': {
    json: () => ({ title: { fr: 'Suite sub-page renamed', en: '' } }),
  },
  'PATCH /api/schools/{id}/badges/{badgeId}/': {
    json: () => ({ icon: '🥇', title: { fr: 'Suite badge renamed', en: 'Suite badge renamed' } }),
  },
  'PATCH /api/schools/{id}/pages/': {
    json: () => ({ about: { fr: '<p>Suite présentation</p>', en: '<p>Suite about</p>' } }),
  },
  // Four numbers: the banner shows; what the others read keeps a valid list.
  'PUT /api/schools/{id}/key-numbers/': {
    json: () => ({
      key_numbers: ['1 200', '85', '94 %', '12 000'].map((value, i) => ({
        value,
        label: { fr: `Suite chiffre ${i}`, en: `Suite number ${i}` },
      })),
    }),
  },
  'POST /api/schools/{id}/team/': {
    json: (w) => ({
      name: 'Suite Person',
      position: { fr: 'Suite poste', en: 'Suite position' },
      biography: { fr: 'Suite biographie' },
      user: w.member,
    }),
  },
  // Renamed and moved first; DELETE, sent last, then removes them.
  'PATCH /api/schools/{id}/team/{memberId}/': {
    json: () => ({ name: 'Suite Person renamed', position: { en: 'Suite' }, order: 0 }),
  },
  'POST /api/schools/{id}/team/{memberId}/photo/': { multipart: png },
  'POST /api/resources/files/': {
    multipart: async () => multipart('suite.pdf', 'application/pdf', tinyPdf()),
  },
  // The admin's own upload, added last in the list for alumni and students.
  'POST /api/resources/': {
    json: (w) => ({ icon: '📘', title: 'Suite resource', roles: [3, 4], file: w.resourceUpload }),
  },
  // Renamed, for alumni only and moved first; DELETE, sent last, then removes it.
  'PATCH /api/resources/{id}/': {
    json: () => ({ title: 'Suite resource renamed', roles: [4], order: 0 }),
  },
  // The admin opens their direct conversation with the other member (201, then 200).
  'POST /api/conversations/': { json: (w) => ({ participants: [w.other] }) },
  // One client id: the first actor's send is stored, a repeat answers it (200).
  'POST /api/conversations/{id}/messages/': {
    json: () => ({ body: 'Suite chat message', client_id: '0b6c1c1e-4f3a-4d2b-9a55-1d2e3f405162' }),
  },
  'GET /api/conversations/{id}/messages/': { query: () => ({ page_size: 10 }) },
  // Edited by its sender, the admin; DELETE, sent last, then empties it.
  'PATCH /api/conversations/{id}/messages/{messageId}/': {
    json: () => ({ body: 'Suite chat message edited' }),
  },
  'POST /api/conversations/{id}/read/': { json: () => ({ seq: 1 }) },
  'GET /api/conversations/people/': { query: () => ({ search: 'a', page_size: 5 }) },
  'GET /api/conversations/': { query: () => ({ page_size: 10 }) },
  'POST /api/conversations/attachments/': {
    multipart: async () => multipart('suite.pdf', 'application/pdf', tinyPdf()),
  },
  // A key for the school's member (B's member on A's host: not A's, refused 400).
  'POST /api/schools/{id}/api-keys/': { json: (w) => ({ owner: w.member, name: 'Suite key' }) },
  'GET /api/message-stats/': { query: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
  'GET /api/message-stats/export/': { query: () => ({ lang: 'fr' }) },
  'POST /api/members/deletions/': {
    json: (w) => ({ user_ids: [w.deletionTarget], content: 'delete' }),
  },
  'POST /api/members/deletions/preview/': {
    json: (w) => ({ user_ids: [w.deletionTarget, w.member] }),
  },
  'GET /api/duplicates/': { query: () => ({ across_schools: 'false' }) },
  'POST /api/duplicates/merges/': {
    json: (w) => ({
      keep_id: w.duplicateKeep,
      merge_id: w.duplicateMerge,
      choices: Object.fromEntries(MERGE_FIELDS.map((field) => [field, 'keep'])),
    }),
  },
  'POST /api/conversations/mass-messages/': {
    json: (w) => ({ body: 'Suite mass message', user_ids: [w.member, w.other] }),
  },
  'POST /api/bulk-operations/roles/': {
    json: (w) => ({ role: 5, action: 'add', user_ids: [w.member, w.other] }),
  },
  'POST /api/bulk-operations/invitations/': { json: (w) => ({ user_ids: [w.member, w.other] }) },
  'POST /api/bulk-operations/tokens/': { json: (w) => ({ user_ids: [w.member, w.other] }) },
  'POST /api/bulk-operations/badges/': {
    json: (w) => ({ badges: [w.badge], user_ids: [w.member, w.other] }),
  },
  'POST /api/bulk-operations/exports/': {
    json: (w) => ({ columns: ['email'], format: 'csv', user_ids: [w.member, w.other] }),
  },
  'PUT /api/school-settings/validation/{area}/': {
    json: () => ({ validate: false, has_filter: false, reasons: [{ label_fr: 'Hors sujet' }] }),
  },
  'GET /api/articles/': { query: () => ({ status: 'published', page_size: 20 }) },
  'GET /api/articles/slug/': { query: () => ({ title: 'Suite article title' }) },
  'POST /api/articles/covers/': { multipart: png },
  'POST /api/events/covers/': { multipart: png },
  'POST /api/articles/attachments/': {
    multipart: async () => multipart('suite.pdf', 'application/pdf', tinyPdf()),
  },
  'POST /api/articles/': {
    json: (w) => ({
      title: 'Suite article',
      content: '<p>Suite article text</p>',
      languages: ['fr'],
      category: 'news',
      cover: w.articleCover,
      publish_at: '2026-01-01T08:00:00Z',
    }),
  },
  'PATCH /api/articles/{id}/': { json: () => ({ title: 'Suite edit' }) },
  'POST /api/articles/{id}/review/': { json: () => ({ decision: 'validate' }) },
  'GET /api/events/': { query: () => ({ period: 'upcoming', page_size: 20 }) },
  'GET /api/groups/{id}/events/': { query: () => ({ page_size: 20 }) },
  'POST /api/events/': {
    // Organised by the member's group (issue 33 item 4): its manager and the admin may.
    json: (w) => ({
      group_id: w.group,
      title: 'Suite event',
      type: 'online',
      online_link: 'https://meet.example.org/suite',
      city: 'Paris',
      organizer: 'Suite',
      start_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      publish_at: '2026-01-01T08:00:00Z',
      category: 'networking',
      registration_type: 'internal',
      tickets: [{ name: 'Suite ticket', price_cents: 0, quantity: 10, per_order_limit: 2 }],
    }),
  },
  'PUT /api/events/{id}/': {
    json: (w) => ({
      title: 'Suite event edit',
      type: 'on_site',
      address: 'Suite address',
      city: 'Paris',
      organizer: 'Suite',
      start_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      publish_at: '2026-01-01T08:00:00Z',
      category: 'networking',
      registration_type: 'internal',
      tickets: [{ id: w.eventTicket, name: 'Suite ticket', price_cents: 0, quantity: 10 }],
    }),
  },
  'POST /api/events/{id}/review/': { json: () => ({ decision: 'validate' }) },
  'POST /api/events/{id}/registrations/': {
    json: (w) => ({ ticket_id: w.eventTicket, quantity: 1 }),
  },
  'GET /api/events/{id}/participants/': {
    query: () => ({ status: 'confirmed', q: 'a', page_size: 20 }),
  },
  'GET /api/events/{id}/participants/export/': { query: () => ({ status: 'confirmed' }) },
  'POST /api/events/{id}/registrations/{registrationId}/move/': {
    json: (w) => ({ ticket_id: w.eventTicketOther }),
  },
  'POST /api/events/{id}/participants/message/': {
    json: () => ({ subject: 'Suite message', body: 'Suite message text' }),
  },
  'POST /api/events/{id}/check-in/': {
    json: (w) => ({ registration_id: w.eventRegistrationCheckIn }),
  },
  'PUT /api/events/{id}/documents/': {
    json: (w) => ({ documents: [{ id: w.eventDocument, title: 'Suite document' }] }),
  },
  'POST /api/events/{id}/registrations/{registrationId}/documents/{documentId}/': {
    multipart: async () => multipart('suite.pdf', 'application/pdf', tinyPdf()),
  },
  'POST /api/events/{id}/registrations/{registrationId}/documents/{documentId}/decision/': {
    json: () => ({ decision: 'refuse', reason: 'Suite reason' }),
  },
  'GET /api/jobs/': { query: () => ({ status: 'active', city: 'lyon', page_size: 20 }) },
  'POST /api/jobs/logos/': { multipart: png },
  'POST /api/jobs/files/': {
    multipart: async () => multipart('suite.pdf', 'application/pdf', tinyPdf()),
  },
  'POST /api/jobs/': { json: (w) => jobAdBody(w.jobLogo) },
  'PUT /api/jobs/{id}/': { json: (w) => jobAdBody(w.jobLogo) },
  'POST /api/jobs/{id}/review/': { json: () => ({ decision: 'validate' }) },
  'POST /api/jobs/{id}/deactivate/': { json: () => ({ filled_how: 'network' }) },
  'POST /api/jobs/{id}/reactivate/': {
    json: () => ({ start_date: inDays(40), application_deadline: inDays(20) }),
  },
  'POST /api/jobs/{id}/applications/': { json: (w) => applicationBody(w.jobFile) },
  'PUT /api/jobs/{id}/applications/mine/': { json: (w) => applicationBody(w.jobFile) },
  'PATCH /api/jobs/{id}/applications/{applicationId}/': { json: () => ({ mark: 'shortlisted' }) },
  'POST /api/unsubscription/': { json: (w) => ({ token: w.unsubscribeToken }) },
  'POST /api/unsubscription/one-click/': { query: (w) => ({ token: w.oneClickToken }) },
  'GET /api/subscription/': { query: (w) => ({ token: w.subscriptionToken }) },
  'PUT /api/subscription/': { json: () => ({ lists: { newsletter: false } }) },
  'POST /api/mass-mails/': {
    json: (w) => ({
      subject: 'Suite mass mail',
      body: '<p>Suite mass mail</p>',
      list: 'newsletter',
      user_ids: [w.member, w.other],
    }),
  },
  'POST /api/mass-mails/preview/': {
    json: () => ({ subject: 'Suite mass mail', body: '<p>Suite</p>', list: 'newsletter' }),
  },
  'POST /api/mass-mails/test/': {
    json: () => ({
      subject: 'Suite mass mail',
      body: '<p>Suite</p>',
      list: 'platform_information',
    }),
  },
  'GET /api/mentorship/mentors/': { query: () => ({ q: 'a', type: 'career', page_size: 10 }) },
  'GET /api/mentorship/matches/': { query: () => ({ role: 'mentor', page_size: 10 }) },
  // The member asks the world's free mentor.
  'POST /api/mentorship/matches/': {
    json: (w) => ({
      mentor_id: w.mentorshipMentor,
      message: 'Suite request',
      mentoring_type: 'career',
    }),
  },
  // The member, its mentor, accepts the request; DELETE, sent last, then cancels and hides it.
  'PATCH /api/mentorship/matches/{id}/': { json: () => ({ action: 'accept' }) },
  'POST /api/mentorship/matches/{id}/review/': { json: () => ({ action: 'validate' }) },
  'POST /api/mentorship/matches/{id}/meetings/': {
    json: () => ({ met_on: inDays(-1), notes: 'Suite meeting' }),
  },
  'POST /api/mentorship/matches/{id}/rating/': {
    json: () => ({ rating: 5, comment: 'Suite rating' }),
  },
  'GET /api/mentorship/pending/': { query: () => ({ page_size: 10 }) },
  'GET /api/superadmin/mentor-stats/': { query: (w) => ({ school_id: w.schoolId, page_size: 10 }) },
  'GET /api/superadmin/mentor-stats/export/': { query: () => ({ lang: 'fr' }) },
  // The seeded demo school's own values.
  'PUT /api/school-settings/mentorship/': {
    json: () => ({ max_mentees_per_mentor: 3, validate_mentorship: false }),
  },
  'PUT /api/jobs/update/{token}/': { json: (w) => jobAdBody(w.jobLogo) },
  'POST /api/jobs/update/{token}/deactivate/': { json: () => ({ filled_how: 'network' }) },
};

/**
 * Operations whose answer on A's host may show school B's data by design, with the reason;
 * for the actors listed (all when none).
 */
export const PLATFORM_WIDE: Record<string, { actors?: string[]; reason: string }> = {
  'GET /api/schools/{subdomain}/details/': {
    reason:
      "public by design (spec 2 §7, no sign-in): any school's branding, features, degrees, campuses (its registration form needs them), badges, key numbers and home presentation",
  },
  'GET /api/outbox/': {
    actors: ['super'],
    reason: 'the mail outbox is a super-user, platform-wide tool (every school)',
  },
  'GET /api/message-stats/': {
    actors: ['super'],
    reason:
      'message statistics are a super-user, platform-wide read (spec 1 §2 Super-administration "Message stats"; issue 32 item 6): counts per school and day of every school, no content',
  },
  'GET /api/message-stats/export/': {
    actors: ['super'],
    reason: 'the same message statistics of every school as CSV (super users only)',
  },
  'GET /api/superadmin/mentor-stats/': {
    actors: ['super'],
    reason:
      'mentor statistics are a super-user, platform-wide read (spec 1 §2 Super-administration "Mentor stats"; issue 33 item 5): counts per mentor of every school',
  },
  'GET /api/superadmin/mentor-stats/export/': {
    actors: ['super'],
    reason: 'the same mentor statistics of every school as CSV (super users only)',
  },
  'GET /api/imports/': {
    actors: ['super'],
    reason: 'super users review the imports of every school (spec 2 §6)',
  },
  'GET /api/imports/{id}/': {
    actors: ['super'],
    reason: 'super users review the imports of every school (spec 2 §6)',
  },
  'POST /api/imports/{id}/submit/': {
    actors: ['super'],
    reason: 'super users act on the imports of every school (not sent: it would change B)',
  },
  'POST /api/imports/{id}/validate/': {
    actors: ['super'],
    reason: 'super users validate the imports of every school (not sent: it would change B)',
  },
  'POST /api/imports/{id}/reject/': {
    actors: ['super'],
    reason: 'super users reject the imports of every school (not sent: it would change B)',
  },
  'DELETE /api/imports/{id}/': {
    actors: ['super'],
    reason: 'super users act on the imports of every school (not sent: it would change B)',
  },
  'GET /api/imports/{id}/rejected/': {
    actors: ['super'],
    reason: 'super users review the imports of every school, rejected lines included',
  },
  'POST /api/imports/{id}/invitations/': {
    actors: ['super'],
    reason: 'super users act on the imports of every school (not sent: it would change B)',
  },
};

/** Operations no actor answers with a 2xx in the sanity run, with the reason. */
export const NO_SUCCESS_EXPECTED: Record<string, string> = {
  'POST /api/registration/activation/renewal/':
    'the only token is one written minutes before (429, one link per 15 minutes) or spent (409); registrations-admin.test.ts proves its 200',
  'POST /api/registrations/activations/{id}/':
    "the earlier runs' 'send to all' (it takes no identifier) sent A's member a link minutes before: 429, one per 15 minutes; registrations-admin.test.ts proves its 200",
  'GET /api/events/user/{userId}/':
    'a live stream that never ends under inject; validations.test.ts proves its 200 on a socket',
};
