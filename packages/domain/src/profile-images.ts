import type { Locale } from './locales.ts';

/**
 * Profile picture and banner (spec 1 §5 Images and files "Maximum image size is a
 * parameter (value not shown)"; spec 2 §8 "Invalid attachment format", "image too heavy").
 * The web's dropzone and the server's upload check read the same values.
 */

/** The maximum image size parameter: 5 MB per uploaded picture or banner. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Image formats accepted, as the decoder names them (the content decides, not the name). */
export const PROFILE_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

/** The same formats as MIME types, for the web's file picker. */
export const PROFILE_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;

/** Stored sizes in px: the picture is a square, the banner a 3:1 strip (both cropped to cover). */
export const PROFILE_IMAGE_SIZES = {
  picture: { width: 400, height: 400 },
  banner: { width: 1500, height: 500 },
} as const;
export type ProfileImageKind = keyof typeof PROFILE_IMAGE_SIZES;

/** Tells whether a decoded image format is one of PROFILE_IMAGE_FORMATS. Never throws. */
export function isProfileImageFormat(format: string | null | undefined): boolean {
  return (PROFILE_IMAGE_FORMATS as readonly string[]).includes(format ?? '');
}

/** `5 MB` / `5 Mo`: a byte count in whole megabytes, as the messages show it. */
export function formatMegabytes(locale: Locale, bytes: number): string {
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(mb).replace('.', locale === 'fr' ? ',' : '.')} ${locale === 'fr' ? 'Mo' : 'MB'}`;
}

/** Upload messages (spec 2 §8 Messages), per locale. */
export const IMAGE_MESSAGES: Record<
  Locale,
  { imageTooHeavy: string; invalidAttachmentFormat: string; noFile: string; emptyFile: string }
> = {
  fr: {
    imageTooHeavy: `Image trop lourde (${formatMegabytes('fr', PROFILE_IMAGE_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat:
      'Format de pièce jointe invalide\u00a0: envoyez une image JPEG, PNG, WebP ou GIF.',
    noFile: 'Aucun fichier envoyé (champ «\u00a0file\u00a0»).',
    emptyFile: 'Le fichier est vide.',
  },
  en: {
    imageTooHeavy: `Image too heavy (${formatMegabytes('en', PROFILE_IMAGE_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat: 'Invalid attachment format: send a JPEG, PNG, WebP or GIF image.',
    noFile: 'No file was sent (field "file").',
    emptyFile: 'The file is empty.',
  },
};
