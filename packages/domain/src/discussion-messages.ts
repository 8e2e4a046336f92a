import { JOB_ATTACHMENT_MAX_BYTES } from './limits.ts';
import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';
import { formatMegabytes } from './profile-images.ts';

/**
 * Messages of the discussions (discussions.ts; spec 2 §8 "Messaging", issue 32), per locale.
 * Schemas and services carry their references (`$msg:discussions.<key>`, message-refs.ts);
 * the API's error handler, the socket's error frames and the web put them into words.
 */
export interface DiscussionMessageCatalogue {
  /** A message with neither text nor attachment. */
  emptyMessage: string;
  /** `{max}`: MESSAGE_BODY_MAX. */
  messageTooLong: string;
  /** `{max}`: MESSAGE_ATTACHMENTS_MAX. */
  tooManyAttachments: string;
  /** An attachment key that is not the sender's own unused upload in this school. */
  unknownAttachment: string;
  /** `client_id` is not a UUID. */
  invalidClientId: string;
  /** No participant other than oneself. */
  noParticipant: string;
  /** `{min}`, `{max}`: a group's participants, the creator included. */
  groupSize: string;
  /** A group needs a title. */
  titleRequired: string;
  /** A participant who is not an active member of the school. */
  notAMember: string;
  /** Either one blocked the other (an accepted user report). */
  blocked: string;
  /** Nobody in the conversation may be written to any more. */
  cannotWrite: string;
  /** Editing or deleting someone else's message. */
  notOwnMessage: string;
  /** Editing a deleted message. */
  messageDeleted: string;
  /** `{max}`: the send rate per minute (429). */
  rateLimited: string;
  /** Spec 2 §8 "Invalid attachment format". */
  invalidAttachmentFormat: string;
  /** Spec 2 §8 "attachment too large (max 3 MB)". */
  attachmentTooLarge: string;
  emptyFile: string;
  noFile: string;
  /** HTML or script in the first bytes of a document. */
  activeContent: string;
  /** The file's name or declared type names another format than its content. */
  typeMismatch: string;
  /** An image that could not be read. */
  unreadableImage: string;
  /** Spec 2 §8 Messaging: the socket's timeout text. */
  connecting: string;
  /** Spec 2 §8 Messaging: "unable to connect to the messaging service" with the error. */
  unableToConnect: string;
  /** A socket opened from another site than the school's (ASVS 4.4.2). */
  foreignOrigin: string;
  /** A socket frame that is not one of the protocol's. */
  badFrame: string;
}

const limit = (locale: Locale) => formatMegabytes(locale, JOB_ATTACHMENT_MAX_BYTES);

export const DISCUSSION_MESSAGES: Record<Locale, DiscussionMessageCatalogue> = {
  fr: {
    emptyMessage: 'Écrivez un message ou joignez un fichier.',
    messageTooLong: 'Le message dépasse la longueur maximale de {max}\u00a0caractères.',
    tooManyAttachments: '{max}\u00a0pièces jointes au plus par message.',
    unknownAttachment: 'Cette pièce jointe est introuvable\u00a0: ajoutez-la de nouveau.',
    invalidClientId: 'Identifiant de message invalide.',
    noParticipant: 'Choisissez au moins une personne.',
    groupSize:
      'Une conversation de groupe réunit de {min} à {max}\u00a0participants, vous compris.',
    titleRequired: 'Donnez un titre à la conversation de groupe.',
    notAMember: 'Cette personne n’est pas un membre actif de l’école.',
    blocked: 'Vous ne pouvez pas écrire à cette personne.',
    cannotWrite: 'Plus personne ne peut recevoir de message dans cette conversation.',
    notOwnMessage: 'Vous ne pouvez modifier ou supprimer que vos propres messages.',
    messageDeleted: 'Ce message a été supprimé.',
    rateLimited:
      'Vous envoyez trop de messages ({max} par minute au plus)\u00a0: patientez un peu.',
    invalidAttachmentFormat:
      'Format de pièce jointe invalide\u00a0: envoyez une image (JPEG, PNG, WebP, GIF), un PDF, un document Word, Excel, PowerPoint ou un texte.',
    attachmentTooLarge: `Pièce jointe trop lourde (${limit('fr')} maximum).`,
    emptyFile: 'Le fichier est vide.',
    noFile: 'Aucun fichier envoyé (champ «\u00a0file\u00a0»).',
    activeContent: 'Ce fichier contient du code HTML ou un script\u00a0: il est refusé.',
    typeMismatch: 'Le contenu du fichier ne correspond pas à son nom ou à son type.',
    unreadableImage: 'Cette image est illisible.',
    connecting: 'Connexion au service de messagerie…',
    unableToConnect: 'Impossible de se connecter au service de messagerie',
    foreignOrigin: 'Connexion refusée depuis ce site.',
    badFrame: 'Message du client illisible.',
  },
  en: {
    emptyMessage: 'Write a message or attach a file.',
    messageTooLong: 'The message exceeds the maximum length of {max} characters.',
    tooManyAttachments: 'At most {max} attachments per message.',
    unknownAttachment: 'This attachment could not be found: add it again.',
    invalidClientId: 'Invalid message identifier.',
    noParticipant: 'Choose at least one person.',
    groupSize: 'A group conversation has {min} to {max} participants, you included.',
    titleRequired: 'Give the group conversation a title.',
    notAMember: 'This person is not an active member of the school.',
    blocked: 'You cannot write to this person.',
    cannotWrite: 'Nobody in this conversation can receive messages any more.',
    notOwnMessage: 'You can edit or delete only your own messages.',
    messageDeleted: 'This message was deleted.',
    rateLimited: 'You are sending too many messages ({max} per minute at most): wait a little.',
    invalidAttachmentFormat:
      'Invalid attachment format: send an image (JPEG, PNG, WebP, GIF), a PDF, a Word, Excel or PowerPoint document, or a text file.',
    attachmentTooLarge: `Attachment too large (${limit('en')} maximum).`,
    emptyFile: 'The file is empty.',
    noFile: 'No file was sent (field "file").',
    activeContent: 'This file holds HTML or script code: it is refused.',
    typeMismatch: "The file's content does not match its name or type.",
    unreadableImage: 'This image cannot be read.',
    connecting: 'Connecting to the messaging service...',
    unableToConnect: 'Unable to connect to the messaging service',
    foreignOrigin: 'Connection refused from this site.',
    badFrame: 'Unreadable client message.',
  },
};

/** References to the messages, for schemas and services (message-refs.ts). */
export const DISCUSSION_REFS = refsOf('discussions', DISCUSSION_MESSAGES.fr);
