import { describe, expect, it } from 'vitest';
import { RESOURCE_MAX_BYTES, RESOURCE_VIDEO_MAX_BYTES } from './limits.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { RESOURCE_MESSAGES } from './resource-messages.ts';
import {
  canListResources,
  canManageResources,
  checkResourceFile,
  detectResourceFormat,
  isMp4,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FORMATS,
  RESOURCE_MIME_TYPES,
  RESOURCE_TITLE_MAX,
  RESOURCES_MAX,
  resourceCreateSchema,
  resourceDownloadName,
  resourceMaxBytes,
  resourcePatchSchema,
  resourceVisibleTo,
  viewerRoleCodes,
} from './resources.ts';
import { inLocale } from './test-locale.ts';

// Spec 1 §3 "Resource: icon, title, description, file, roles"; §5 "Resource files: pdf, doc,
// docx, gif, jpg, jpeg, png, mp4"; spec 2 §6 "Resources: permission on the school resource list
// view"; §8 "Invalid attachment format", "attachment too large (max 3 MB)"; issue 31 item 7
// "typed by content, 3 MB except video at 50 MB".

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );
/** An `ftyp` box of `size` bytes: major brand, minor version 0, compatible brands. */
const ftyp = (major: string, compatible: string[] = []) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8]);
};
const FILES = {
  pdf: bytes('%PDF-1.7\n'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04], '....word/document.xml'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  mp4: ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']),
} as const;

describe('a resource file, typed by its content', () => {
  it('is one of the spec’s formats: pdf, doc, docx, gif, jpg (jpeg), png, mp4', () => {
    expect(RESOURCE_FORMATS).toEqual(['pdf', 'doc', 'docx', 'gif', 'jpg', 'png', 'mp4']);
    for (const format of RESOURCE_FORMATS) {
      expect(detectResourceFormat(FILES[format]), format).toBe(format);
    }
    expect(RESOURCE_MIME_TYPES.jpg).toBe('image/jpeg');
    expect(RESOURCE_MIME_TYPES.mp4).toBe('video/mp4');
  });

  it('knows an MP4 by its ftyp box and refuses a QuickTime movie or a 3GP file', () => {
    expect(isMp4(ftyp('mp42', ['mp42', 'isom']))).toBe(true);
    expect(isMp4(ftyp('M4V ', ['M4V ', 'M4A ']))).toBe(true);
    // A major brand of its own, with an MP4 brand among the compatible ones.
    expect(isMp4(ftyp('XAVC', ['XAVC', 'mp42']))).toBe(true);
    expect(isMp4(ftyp('qt  ', ['qt  ']))).toBe(false);
    expect(isMp4(ftyp('3gp4', ['3gp4']))).toBe(false);
    expect(isMp4(bytes([0, 0, 0, 0x18], 'moov', [0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false);
    // A box size that no ftyp box has.
    expect(isMp4(bytes([0x7f, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0]))).toBe(false);
  });

  it('refuses what is none of them: a program, a ZIP, text, HTML, WebP', () => {
    for (const other of [
      bytes('MZ', [0x90, 0, 3, 0]),
      bytes([0x7f], 'ELF'),
      bytes([0x50, 0x4b, 0x03, 0x04], 'mimetypeapplication/epub'),
      bytes('hello, world'),
      bytes('<html><body>hi</body></html>'),
      bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
      bytes(),
    ]) {
      expect(detectResourceFormat(other)).toBeNull();
    }
  });

  it('refuses a renamed program with "Invalid attachment format", not by its name', () => {
    const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]);
    expect(
      checkResourceFile(exe, exe.length, { fileName: 'guide.pdf', type: 'application/pdf' }),
    ).toEqual({ problem: 'invalidAttachmentFormat' });
    expect(RESOURCE_MESSAGES.en.invalidAttachmentFormat).toMatch(/^Invalid attachment format/);
    expect(RESOURCE_MESSAGES.fr.invalidAttachmentFormat).toMatch(
      /^Format de pièce jointe invalide/,
    );
  });

  it('allows 3 MB (3 × 1,024 × 1,024 bytes) for every format but MP4, which may weigh 50 MB', () => {
    expect(RESOURCE_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect(RESOURCE_VIDEO_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(resourceMaxBytes('pdf')).toBe(RESOURCE_MAX_BYTES);
    expect(resourceMaxBytes('png')).toBe(RESOURCE_MAX_BYTES);
    expect(resourceMaxBytes('mp4')).toBe(RESOURCE_VIDEO_MAX_BYTES);
    expect(resourceMaxBytes(null)).toBe(RESOURCE_MAX_BYTES);
    const png = FILES.png;
    expect(checkResourceFile(png, RESOURCE_MAX_BYTES)).toEqual({ format: 'png' });
    expect(checkResourceFile(png, RESOURCE_MAX_BYTES + 1)).toEqual({ problem: 'tooLarge' });
    expect(checkResourceFile(FILES.mp4, RESOURCE_VIDEO_MAX_BYTES)).toEqual({ format: 'mp4' });
    expect(checkResourceFile(FILES.mp4, RESOURCE_VIDEO_MAX_BYTES + 1)).toEqual({
      problem: 'tooLarge',
    });
    expect(RESOURCE_MESSAGES.fr.tooLarge).toBe(
      'Fichier trop lourd\u00a0: 3 Mo au plus (50 Mo pour une vidéo MP4).',
    );
    expect(RESOURCE_MESSAGES.en.tooLarge).toBe(
      'File too heavy: 3 MB at most (50 MB for an MP4 video).',
    );
  });

  it('must agree with its name and declared type; jpeg and generic types are fine', () => {
    const jpg = FILES.jpg;
    const check = (fileName: string, type: string) =>
      checkResourceFile(jpg, jpg.length, { fileName, type });
    expect(check('photo.jpeg', 'image/jpeg')).toEqual({ format: 'jpg' });
    expect(check('photo.JPG', 'application/octet-stream')).toEqual({ format: 'jpg' });
    expect(check('photo', '')).toEqual({ format: 'jpg' });
    expect(check('photo.png', 'image/jpeg')).toEqual({ problem: 'typeMismatch' });
    expect(check('photo.jpg', 'application/pdf')).toEqual({ problem: 'typeMismatch' });
    expect(
      checkResourceFile(FILES.docx, 9, { fileName: 'cv.docx', type: 'application/zip' }),
    ).toEqual({ format: 'docx' });
  });

  it('is refused when empty or holding HTML or script a browser could run', () => {
    expect(checkResourceFile(bytes(), 0)).toEqual({ problem: 'emptyFile' });
    const polyglot = bytes('GIF89a', '<script>alert(1)</script>');
    expect(checkResourceFile(polyglot, polyglot.length)).toEqual({ problem: 'activeContent' });
  });
});

describe('a resource an admin saves', () => {
  const file = { key: 'resource-files/1/2/abc.pdf', name: 'guide.pdf' };
  const parse = (body: unknown) => resourceCreateSchema.safeParse(body);
  const fields = (body: unknown) =>
    parse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('needs a title and a file; the icon, description and roles are optional', () => {
    expect(parse({ title: ' Guide ', file }).data).toEqual({
      icon: null,
      title: 'Guide',
      description: '',
      roles: [],
      file,
    });
    expect(
      parse({ icon: ' 📘 ', title: 'Guide', description: ' Lisez ', roles: [5, 4, 4], file }).data,
    ).toMatchObject({ icon: '📘', description: 'Lisez', roles: [4, 5] });
    expect(parse({ icon: '', title: 'Guide', file }).data?.icon).toBeNull();
  });

  it(`keeps titles to ${RESOURCE_TITLE_MAX} and descriptions to ${RESOURCE_DESCRIPTION_MAX} characters`, () => {
    expect(RESOURCE_TITLE_MAX).toBe(100);
    expect(RESOURCE_DESCRIPTION_MAX).toBe(500);
    expect(fields({ title: 'T'.repeat(100), description: 'D'.repeat(500), file })).toEqual([]);
    expect(fields({ title: 'T'.repeat(101), file })).toEqual(['title']);
    expect(fields({ title: 'T', description: 'D'.repeat(501), file })).toEqual(['description']);
  });

  it('refuses each bad field on its own path', () => {
    expect(fields({ file })).toEqual(['title']);
    expect(fields({ title: ' ', file })).toEqual(['title']);
    expect(fields({ title: 'T' })).toEqual(['file']);
    expect(fields({ title: 'T', file: { key: '' } })).toEqual(['file.key']);
    expect(fields({ title: 'T', file, icon: 'book' })).toEqual(['icon']);
    expect(fields({ title: 'T', file, icon: '📘📗' })).toEqual(['icon']);
    expect(fields({ title: 'T', file, roles: [1] })).toEqual(['roles.0']);
    expect(fields({ title: 'T', file, roles: [9] })).toEqual(['roles.0']);
    expect(fields({ title: 'T', file, roles: ['4'] })).toEqual(['roles.0']);
    expect(fields({ title: 'T', file, roles: 4 })).toEqual(['roles']);
  });

  it('words its refusals in both languages', () => {
    const body = { title: 'T', file, icon: 'book' };
    expect(inLocale(resourceCreateSchema, 'fr').safeParse(body).error?.issues[0]?.message).toBe(
      RESOURCE_MESSAGES.fr.notEmoji,
    );
    expect(inLocale(resourceCreateSchema, 'en').safeParse({ file }).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });

  it('is changed one field or its place at a time, never by an empty body', () => {
    expect(resourcePatchSchema.safeParse({ order: 0 }).data).toEqual({ order: 0 });
    expect(resourcePatchSchema.safeParse({ roles: [] }).data).toEqual({ roles: [] });
    expect(resourcePatchSchema.safeParse({ icon: null }).data).toEqual({ icon: null });
    expect(resourcePatchSchema.safeParse({}).success).toBe(false);
    expect(resourcePatchSchema.safeParse({ order: -1 }).success).toBe(false);
    expect(resourcePatchSchema.safeParse({ title: '' }).success).toBe(false);
  });

  it(`is one of ${RESOURCES_MAX} at most, as the message says`, () => {
    expect(RESOURCE_MESSAGES.en.tooMany).toContain(String(RESOURCES_MAX));
    expect(RESOURCE_MESSAGES.fr.tooMany).toContain(String(RESOURCES_MAX));
  });

  it('is downloaded under its title with its format’s extension', () => {
    expect(resourceDownloadName('Guide du réseau', 'pdf')).toBe('Guide du réseau.pdf');
    expect(resourceDownloadName('photo.png', 'png')).toBe('photo.png');
    expect(resourceDownloadName(' ', 'mp4')).toBe('resource.mp4');
  });
});

describe('who sees a resource', () => {
  const view = PERMISSION_VIEWS.schoolResourceList;
  const grant = (role: number, allowed = true) => ({
    app: view.app,
    view: view.view,
    school_role: role,
    allowed,
    superowner_allowed: false,
  });
  const school = (permissions = [grant(3), grant(4), grant(5)], showInactive = false) =>
    ({
      id: 1,
      roles: [2, 3, 4, 5, 6].map((role) => ({ role, enabled: role !== 6 })),
      school_role_view_permission: permissions,
      userrole_validators: {},
      flags: { show_inactive: showInactive, has_public_pages: false },
    }) as unknown as PermissionSchool;
  const user = (roles: [number, boolean?][], superUser = false): PermissionUser => ({
    id: 9,
    is_superuser: superUser,
    roles: roles.map(([role, active = true], i) => ({
      id: i + 1,
      role,
      school: 1,
      is_active: active,
    })),
  });
  const alumni = user([[4]]);
  const student = user([[3]]);

  it('lists resources with the permission on school_resource_list (spec 2 §6)', () => {
    expect(canListResources(alumni, school())).toBe(true);
    expect(canListResources(alumni, school([grant(3)]))).toBe(false);
    expect(canListResources(alumni, school([grant(4, false)]))).toBe(false);
    // Admins manage them whatever their row of the grid; super users everywhere.
    expect(canListResources(user([[2]]), school([]))).toBe(true);
    expect(canListResources(user([], true), school([]))).toBe(true);
  });

  it('sees one for every member, or one whose roles hold a role it counts', () => {
    expect(resourceVisibleTo(student, school(), [])).toBe(true);
    expect(resourceVisibleTo(alumni, school(), [4])).toBe(true);
    expect(resourceVisibleTo(student, school(), [4])).toBe(false);
    expect(resourceVisibleTo(user([[3], [4]]), school(), [4])).toBe(true);
    // An inactive role counts only where the school shows inactive members.
    expect(resourceVisibleTo(user([[4, false]]), school(), [])).toBe(false);
    expect(resourceVisibleTo(user([[4, false]]), school(undefined, true), [4])).toBe(true);
    // A role the school switched off counts for nothing.
    expect(resourceVisibleTo(user([[6]]), school([grant(6)]), [6])).toBe(false);
    // Without the list permission, not even those meant for everyone.
    expect(resourceVisibleTo(alumni, school([]), [])).toBe(false);
  });

  it('is every one for admins and super users, who alone manage them', () => {
    expect(resourceVisibleTo(user([[2]]), school([]), [3])).toBe(true);
    expect(resourceVisibleTo(user([], true), school([]), [3])).toBe(true);
    expect(canManageResources(user([[2]]), school())).toBe(true);
    expect(canManageResources(alumni, school())).toBe(false);
    expect(viewerRoleCodes(user([[3], [4], [4]]), school())).toEqual([3, 4]);
  });
});
