import { RESOURCE_MAX_BYTES, RESOURCE_VIDEO_MAX_BYTES } from './limits.ts';
import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';
import { formatMegabytes } from './profile-images.ts';

/**
 * Messages of the downloadable resources (resources.ts), per locale. Schemas and services
 * carry their references (`$msg:resources.<key>`, message-refs.ts); the API's error handler
 * and the web's forms put them into words.
 */
export interface ResourceMessageCatalogue {
  /** The icon is neither empty nor exactly one emoji. */
  notEmoji: string;
  /** Spec 2 §8 "Invalid attachment format": not one of the resource formats (spec 1 §5). */
  invalidAttachmentFormat: string;
  /** Spec 2 §8 "attachment too large (max 3 MB)", with the video's own limit. */
  tooLarge: string;
  /** No file in the form's field `file`. */
  noFile: string;
  emptyFile: string;
  /** HTML or script in the first bytes of the file (a polyglot a browser could render). */
  activeContent: string;
  /** The file's name or declared type names another format than its content. */
  typeMismatch: string;
  /** The file named is not an upload of this admin in this school, or is used already. */
  unknownFile: string;
  /** A role code that is not an enabled role of the school. */
  roleNotOffered: string;
  /** The school holds RESOURCES_MAX resources already. */
  tooMany: string;
}

/** The two limits as a person reads them: 3 Mo / 50 Mo. */
const limits = (locale: Locale) => ({
  file: formatMegabytes(locale, RESOURCE_MAX_BYTES),
  video: formatMegabytes(locale, RESOURCE_VIDEO_MAX_BYTES),
});

export const RESOURCE_MESSAGES: Record<Locale, ResourceMessageCatalogue> = {
  fr: {
    notEmoji: 'Choisissez un seul émoji (par exemple 📘), ou laissez le champ vide.',
    invalidAttachmentFormat:
      'Format de pièce jointe invalide\u00a0: envoyez un PDF, un document Word (doc, docx), une image GIF, JPEG ou PNG, ou une vidéo MP4.',
    tooLarge: `Fichier trop lourd\u00a0: ${limits('fr').file} au plus (${limits('fr').video} pour une vidéo MP4).`,
    noFile: 'Aucun fichier envoyé (champ «\u00a0file\u00a0»).',
    emptyFile: 'Le fichier est vide.',
    activeContent: 'Ce fichier contient du code HTML ou un script\u00a0: il est refusé.',
    typeMismatch: 'Le contenu du fichier ne correspond pas à son nom ou à son type.',
    unknownFile:
      'Ce fichier est inconnu ou déjà utilisé par une autre ressource\u00a0: envoyez-le à nouveau.',
    roleNotOffered: 'Choisissez parmi les rôles activés de l’école.',
    tooMany: 'L’école a déjà 200 ressources\u00a0: supprimez-en avant d’en ajouter.',
  },
  en: {
    notEmoji: 'Choose a single emoji (for example 📘), or leave the field empty.',
    invalidAttachmentFormat:
      'Invalid attachment format: send a PDF, a Word document (doc, docx), a GIF, JPEG or PNG image, or an MP4 video.',
    tooLarge: `File too heavy: ${limits('en').file} at most (${limits('en').video} for an MP4 video).`,
    noFile: 'No file was sent (field "file").',
    emptyFile: 'The file is empty.',
    activeContent: 'This file holds HTML or script code: it is refused.',
    typeMismatch: "The file's content does not match its name or type.",
    unknownFile: 'This file is unknown or already used by another resource: send it again.',
    roleNotOffered: "Choose among the school's enabled roles.",
    tooMany: 'The school has 200 resources already: delete some before adding more.',
  },
};

/** References to the messages, for schemas (message-refs.ts). */
export const RESOURCE_REFS = refsOf('resources', RESOURCE_MESSAGES.fr);
