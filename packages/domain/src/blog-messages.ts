import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the blog rules that are not field formats, per locale (spec 1 §5 Blog). */
export interface BlogMessageCatalogue {
  contentRequired: string;
  publishAtRequired: string;
  slugTaken: string;
  unknownCover: string;
  unknownAttachment: string;
  onlyYoutube: string;
  filtersOff: string;
  unknownDegree: string;
  /** Spec 2 §8 "Restricted article or job: cannot be viewed because access is restricted". */
  restricted: string;
  reasonRequired: string;
  notPending: string;
  changedMeanwhile: string;
  adminEditUsed: string;
  validatedLocked: string;
  languagesRepeated: string;
  signInRequired: string;
  /** The author chosen is not an active member of the school. */
  unknownAuthor: string;
  /** Only Blog validators and admins write in another member's name. */
  authorNotAllowed: string;
  /** The description of the blog's list page in its server-written head; `{school}`. */
  listDescription: string;
}

export const BLOG_MESSAGES: Record<Locale, BlogMessageCatalogue> = {
  fr: {
    contentRequired: 'Le contenu de l’article est obligatoire.',
    publishAtRequired: 'Choisissez une date de publication ou enregistrez l’article en brouillon.',
    slugTaken: 'Cette adresse est déjà utilisée par un autre article.',
    unknownCover: 'Cette photo de couverture est introuvable\u00a0: ajoutez-la de nouveau.',
    unknownAttachment: 'Cette pièce jointe est introuvable\u00a0: ajoutez-la de nouveau.',
    onlyYoutube: 'Seules les vidéos YouTube peuvent être intégrées.',
    filtersOff: 'Les filtres de restriction ne sont pas activés pour les articles de cette école.',
    unknownDegree: 'Ce diplôme n’existe pas dans cette école.',
    restricted: 'Vous ne pouvez pas consulter cet article car son accès est restreint.',
    reasonRequired: 'Indiquez le motif du refus.',
    notPending: 'Cet article n’attend plus de validation\u00a0: rechargez-le.',
    changedMeanwhile: 'Cet article a changé depuis que vous l’avez ouvert\u202f; rechargez-le.',
    adminEditUsed: 'Cet article validé a déjà été modifié une fois par un administrateur.',
    validatedLocked: 'Un article validé ne peut plus être modifié que par un administrateur.',
    languagesRepeated: 'Chaque langue ne peut être choisie qu’une fois.',
    signInRequired: 'Connectez-vous pour lire les articles de cette école.',
    unknownAuthor: 'Choisissez un membre actif de l’école comme auteur.',
    authorNotAllowed:
      'Seuls les validateurs du blog et les administrateurs peuvent choisir un autre auteur.',
    listDescription:
      'Les articles publiés par {school}\u00a0: actualités et annonces de son réseau.',
  },
  en: {
    contentRequired: 'The article’s content is required.',
    publishAtRequired: 'Choose a publication date or save the article as a draft.',
    slugTaken: 'This address is already used by another article.',
    unknownCover: 'This cover photo could not be found: add it again.',
    unknownAttachment: 'This attachment could not be found: add it again.',
    onlyYoutube: 'Only YouTube videos can be embedded.',
    filtersOff: 'Restriction filters are not enabled for this school’s articles.',
    unknownDegree: 'This degree does not exist in this school.',
    restricted: 'You cannot view this article because access is restricted.',
    reasonRequired: 'Give the reason for the refusal.',
    notPending: 'This article no longer waits for validation: reload it.',
    changedMeanwhile: 'This article changed since you opened it; reload it.',
    adminEditUsed: 'This validated article has already been edited once by an admin.',
    validatedLocked: 'A validated article can only be edited by an admin.',
    languagesRepeated: 'Each language can be chosen only once.',
    signInRequired: 'Sign in to read this school’s articles.',
    unknownAuthor: 'Choose an active member of the school as the author.',
    authorNotAllowed: 'Only Blog validators and admins may choose another author.',
    listDescription: 'Articles published by {school}: news and announcements from its network.',
  },
};

/** References to the blog messages, for schemas (message-refs.ts). */
export const BLOG_REFS = refsOf('blog', BLOG_MESSAGES.fr);
