import { z } from 'zod';
import { detectDocumentFormat, holdsActiveContent } from './attachments.ts';
import { emojiIcon } from './badges.ts';
import { RESOURCE_MAX_BYTES, RESOURCE_VIDEO_MAX_BYTES } from './limits.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  activeRoles,
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { RESOURCE_REFS } from './resource-messages.ts';
import { ROLE } from './roles.ts';
import { RUN_ON_ANY_OBJECT, requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * Downloadable resources (spec 1 §2 route /resources, §3 "Resource: icon, title, description,
 * file, roles", §5 "Resource files: pdf, doc, docx, gif, jpg, jpeg, png, mp4"; spec 2 §6 Menu
 * visibility "Resources: permission on the school resource list view"; issue 31 item 7). The
 * school's admins add files for every member or for some roles; members whose role is among
 * them list and download them, each download counted.
 */

/** The formats a resource file may have (spec 1 §5), judged by its bytes; `jpg` covers .jpeg. */
export const RESOURCE_FORMATS = ['pdf', 'doc', 'docx', 'gif', 'jpg', 'png', 'mp4'] as const;
export type ResourceFormat = (typeof RESOURCE_FORMATS)[number];

/** Longest title (characters): one line in the list. */
export const RESOURCE_TITLE_MAX = 100;
/** Longest description (characters), as a group's or a statistics section's (spec 2 §9). */
export const RESOURCE_DESCRIPTION_MAX = 500;
/** Most resources a school keeps: the page lists them all, in the admins' order. */
export const RESOURCES_MAX = 200;

/** The largest file of a format (bytes): 50 MB for an MP4 video, 3 MB for the others. */
export const resourceMaxBytes = (format: ResourceFormat | null): number =>
  format === 'mp4' ? RESOURCE_VIDEO_MAX_BYTES : RESOURCE_MAX_BYTES;

/** The Content-Type a stored resource is served with. */
export const RESOURCE_MIME_TYPES: Record<ResourceFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
};

/** The file name extensions each format goes by (spec 1 §5 lists jpg and jpeg). */
export const RESOURCE_EXTENSIONS: Record<ResourceFormat, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  gif: ['gif'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  mp4: ['mp4', 'm4v'],
};

/** What the file picker offers: the extensions, then the types. */
export const RESOURCE_ACCEPT = [
  ...Object.values(RESOURCE_EXTENSIONS).flatMap((names) => names.map((name) => `.${name}`)),
  ...Object.values(RESOURCE_MIME_TYPES),
].join(',');

/** Declared types each format may come with (browsers differ; a .docx is also a ZIP). */
const DECLARED_TYPES: Record<ResourceFormat, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: [RESOURCE_MIME_TYPES.docx, 'application/zip', 'application/x-zip-compressed'],
  gif: ['image/gif'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png', 'image/x-png', 'image/apng'],
  mp4: ['video/mp4', 'application/mp4', 'video/x-m4v', 'audio/mp4'],
};

/** Declared types that say only "some file": the content decides alone. */
const GENERIC_TYPES = ['', 'application/octet-stream', 'binary/octet-stream'];

/**
 * How many first bytes tell a file's format (detectResourceFormat): a .docx names `word/` in
 * one of its first ZIP entries, which this covers with room to spare.
 */
export const RESOURCE_SNIFF_BYTES = 64 * 1024;

/**
 * ISO base media brands of an MP4 file (ISO/IEC 14496-12 and -14, the registered `ftyp`
 * brands): a QuickTime movie (`qt  `) or a 3GP file names none of them.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'msnv',
]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether `bytes` open with an MP4 file's `ftyp` box: a size (8–4,096 bytes, 32-bit, the box
 * whole in what is given or at least its brands), the type `ftyp`, then a major brand and
 * compatible brands one of which is an MP4 brand. Never throws.
 */
export function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size =
    ((bytes[0] ?? 0) * 2 ** 24) |
    ((bytes[1] ?? 0) << 16) |
    ((bytes[2] ?? 0) << 8) |
    (bytes[3] ?? 0);
  if (size < 16 || size > 4096 || size % 4 !== 0) return false;
  const end = Math.min(size, bytes.length);
  if (MP4_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // The compatible brands follow the major brand and its minor version.
  for (let at = 16; at + 4 <= end; at += 4) {
    if (MP4_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/**
 * The resource format of `bytes` from its first bytes (at least RESOURCE_SNIFF_BYTES when the
 * file is that long): PDF, .doc and .docx as documents are (detectDocumentFormat), GIF
 * (`GIF87a`/`GIF89a`), PNG (its 8-byte signature), JPEG (`FF D8 FF`), MP4 (isMp4); null for
 * anything else (an .exe, a ZIP, a QuickTime movie…). Never throws.
 */
export function detectResourceFormat(bytes: Uint8Array): ResourceFormat | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  const document = detectDocumentFormat(bytes);
  if (document) return document;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (isMp4(bytes)) return 'mp4';
  return null;
}

/** Why a resource file is refused; each is a key of RESOURCE_MESSAGES. */
export type ResourceFileProblem =
  | 'emptyFile'
  | 'invalidAttachmentFormat'
  | 'activeContent'
  | 'typeMismatch'
  | 'tooLarge';

/**
 * What an uploaded resource file is, from its first bytes `head` (RESOURCE_SNIFF_BYTES of it,
 * or all of a shorter file) and its whole `size`, or why it is refused: `emptyFile`;
 * `invalidAttachmentFormat` unless its bytes say one of RESOURCE_FORMATS; `tooLarge` above
 * resourceMaxBytes of its format; `activeContent` when its first bytes also hold HTML or
 * script; `typeMismatch` when the file name's extension (2–5 letters) or the declared type
 * name another format. Generic types and names without an extension leave the content to
 * decide. Never throws.
 */
export function checkResourceFile(
  head: Uint8Array,
  size: number,
  declared: { fileName?: string | null; type?: string | null } = {},
): { format: ResourceFormat; problem?: never } | { format?: never; problem: ResourceFileProblem } {
  if (size === 0 || head.length === 0) return { problem: 'emptyFile' };
  const format = detectResourceFormat(head);
  if (!format) return { problem: 'invalidAttachmentFormat' };
  if (size > resourceMaxBytes(format)) return { problem: 'tooLarge' };
  if (holdsActiveContent(head)) return { problem: 'activeContent' };
  const extension = /\.([a-z0-9]{2,5})$/i.exec(declared.fileName?.trim() ?? '')?.[1];
  if (extension !== undefined && !RESOURCE_EXTENSIONS[format].includes(extension.toLowerCase())) {
    return { problem: 'typeMismatch' };
  }
  const type = (declared.type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!GENERIC_TYPES.includes(type) && !DECLARED_TYPES[format].includes(type)) {
    return { problem: 'typeMismatch' };
  }
  return { format };
}

const m = VALIDATION_REFS;

/** The role codes a resource may be restricted to: school admin 2 to prospect 8 (spec 2 §6). */
const roleCode = z
  .number({ error: m.invalidRole })
  .int({ error: m.invalidRole })
  .min(ROLE.SchoolAdmin, { error: m.invalidRole })
  .max(ROLE.Prospect, { error: m.invalidRole });

/**
 * The roles that may see a resource: role codes 2–8, each once, ascending; empty for every
 * member (the school checks they are among its enabled roles).
 */
const rolesSchema = z
  .array(roleCode, { error: m.invalidValue })
  .max(7, { error: m.invalidValue })
  .transform((roles) => [...new Set(roles)].sort((a, b) => a - b));

/**
 * The icon: one emoji (the badges' rule, emojiIcon: ❤ taken as ❤️) or nothing (empty, null:
 * the page shows the file's format instead).
 */
const iconSchema = z
  .string({ error: RESOURCE_REFS.notEmoji })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const icon = emojiIcon(value);
    if (icon) return icon;
    ctx.addIssue({ code: 'custom', message: RESOURCE_REFS.notEmoji });
    return z.NEVER;
  });

const titleSchema = requiredText(m, RESOURCE_TITLE_MAX);
const descriptionSchema = z
  .string({ error: m.invalidValue })
  .trim()
  .max(RESOURCE_DESCRIPTION_MAX, {
    error: validationRef('tooLong', { max: RESOURCE_DESCRIPTION_MAX }),
  });

/**
 * An uploaded file named by a resource: `{key, name}` as `POST /api/resources/files/` answered
 * it (the server checks the key is the admin's own upload in this school, not used already).
 */
export const resourceFileRefSchema = z.object(
  {
    key: z.string({ error: m.required }).min(1, { error: m.required }).max(200, {
      error: RESOURCE_REFS.unknownFile,
    }),
    name: z
      .string({ error: m.invalidValue })
      .trim()
      .max(255, { error: validationRef('tooLong', { max: 255 }) })
      .default(''),
  },
  { error: m.required },
);

/**
 * Body of `POST /api/resources/`: `icon` (one emoji, optional), `title` (required, ≤
 * RESOURCE_TITLE_MAX), `description` (≤ RESOURCE_DESCRIPTION_MAX, optional), `roles` (role codes
 * 2–8 that may see it; empty or absent: every member) and `file` (an upload's `{key, name}`).
 * The resource goes last in the school's order.
 */
export const resourceCreateSchema = z.object({
  icon: iconSchema.optional().transform((icon) => icon ?? null),
  title: titleSchema,
  description: descriptionSchema.default(''),
  roles: rolesSchema.default([]),
  file: resourceFileRefSchema,
});
export type ResourceCreateInput = z.input<typeof resourceCreateSchema>;
export type ResourceCreate = z.output<typeof resourceCreateSchema>;

/** Largest place a PATCH may name: past the end is last anyway. */
const orderSchema = z
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .min(0, { error: validationRef('minValue', { min: 0 }) })
  .max(10_000, { error: validationRef('maxValue', { max: 10_000 }) });

/**
 * Body of `PATCH /api/resources/{id}/`: any of the fields of the create body (`file` replaces
 * the file; the old one is removed once the change is committed) and/or `order`, its new place
 * from 0 (the others move to make room; past the end is last). At least one.
 */
export const resourcePatchSchema = z
  .object({
    icon: iconSchema.optional(),
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    roles: rolesSchema.optional(),
    file: resourceFileRefSchema.optional(),
    order: orderSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (Object.values(value).every((field) => field === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: m.required });
    }
  }, RUN_ON_ANY_OBJECT);
export type ResourcePatchInput = z.input<typeof resourcePatchSchema>;
export type ResourcePatch = z.output<typeof resourcePatchSchema>;

/**
 * Who lists and downloads the school's resources (spec 2 §6 Menu visibility "Resources:
 * permission on the school resource list view"): a counted role with `allowed` on
 * `school/school_resource_list`, super users, and the school's admins (who manage them).
 * Never throws.
 */
export const canListResources = (user: PermissionUser, school: PermissionSchool): boolean =>
  isSchoolAdmin(user, school) || hasPermission(user, school, PERMISSION_VIEWS.schoolResourceList);

/** Who adds, edits, orders and deletes resources and sees their downloads: the school's admins and super users. */
export const canManageResources = (user: PermissionUser, school: PermissionSchool): boolean =>
  isSchoolAdmin(user, school);

/**
 * The role codes the user counts in `school` (permissions.ts activeRoles: active roles of
 * enabled school roles, inactive ones too where the school shows inactive members), each
 * once: what a resource's `roles` is compared with. Never throws.
 */
export function viewerRoleCodes(user: PermissionUser, school: PermissionSchool): number[] {
  return [...new Set(activeRoles(user, school).map((held) => held.role))];
}

/**
 * Whether the user may see (list and download) a resource restricted to `roles` (issue 31 item
 * 7): admins and super users see every one; others need canListResources, then a resource for
 * every member (`roles` empty) or one of their counted roles among `roles`. Never throws.
 */
export function resourceVisibleTo(
  user: PermissionUser,
  school: PermissionSchool,
  roles: readonly number[],
): boolean {
  if (canManageResources(user, school)) return true;
  if (!canListResources(user, school)) return false;
  if (roles.length === 0) return true;
  return viewerRoleCodes(user, school).some((code) => roles.includes(code));
}

/**
 * The name a resource's file is downloaded under: its title (characters a file name cannot
 * hold replaced by `_` where it is sent) and its format's extension, `Guide.pdf`. Never throws.
 */
export function resourceDownloadName(title: string, format: ResourceFormat): string {
  const base = title.trim() || 'resource';
  const extension = `.${format}`;
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}
