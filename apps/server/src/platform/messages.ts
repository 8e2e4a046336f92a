import type { Locale } from '@alumni/domain';

/** Server-side messages sent to users in error bodies, per locale. */
export const MESSAGES = {
  fr: {
    invalidCredentials: 'Impossible de se connecter avec les identifiants fournis.',
    awaitingValidation: "Votre inscription est en attente de validation par l'établissement.",
    noRoleInSchool: "Votre compte n'a pas de rôle actif dans cet établissement.",
    tooManyAttempts: (minutes: number) => `Trop de tentatives. Réessayez dans ${minutes} min.`,
    forgotSent:
      'Si un compte existe pour cette adresse, un lien de réinitialisation vient de lui être envoyé.',
    invalidToken: 'Ce lien est invalide ou a expiré.',
    passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    notAuthenticated: "Informations d'authentification non fournies.",
    registered: 'Un e-mail vient de vous être envoyé pour activer votre compte.',
    activationExpired:
      "Ce lien d'activation est invalide ou a expiré. Créez un compte pour en recevoir un nouveau.",
    activated: 'Votre compte est activé.',
    activatedAwaiting:
      "Votre compte est activé. Votre inscription attend maintenant la validation de l'établissement.",
    roleNotOffered: "Ce rôle n'est pas ouvert à l'inscription dans cet établissement.",
    passwordNeeded: 'Choisissez un mot de passe pour activer votre compte.',
    passwordUpdated: 'Votre mot de passe a été modifié.',
    roleAlreadyHeld: 'Vous avez déjà ce rôle ou une demande en cours pour ce rôle.',
    roleRequested: "Votre demande de rôle a été envoyée à l'établissement.",
    changedMeanwhile:
      'Quelqu’un d’autre a traité cet élément entre-temps\u202f; rechargez la page.',
    unknownHost: 'Aucun établissement ne répond à cette adresse.',
    notReady: 'Service indisponible pour l’instant.',
  },
  en: {
    invalidCredentials: 'Unable to log in with provided credentials.',
    awaitingValidation: 'Your registration is awaiting validation by the school.',
    noRoleInSchool: 'Your account has no active role in this school.',
    tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${minutes} min.`,
    forgotSent: 'If an account exists for this e-mail, a reset link has just been sent to it.',
    invalidToken: 'This link is invalid or has expired.',
    passwordChanged: 'Your password has been changed. You can sign in.',
    notAuthenticated: 'Authentication credentials were not provided.',
    registered: 'We have sent you an e-mail to activate your account.',
    activationExpired:
      'This activation link is invalid or has expired. Create an account to get a new one.',
    activated: 'Your account is activated.',
    activatedAwaiting:
      'Your account is activated. Your registration now awaits validation by the school.',
    roleNotOffered: 'This role is not open to registration in this school.',
    passwordNeeded: 'Choose a password to activate your account.',
    passwordUpdated: 'Your password has been changed.',
    roleAlreadyHeld: 'You already hold this role or have a request for it.',
    roleRequested: 'Your role request has been sent to the school.',
    changedMeanwhile: 'Someone else handled this in the meantime; reload the page.',
    unknownHost: 'No school answers at this address.',
    notReady: 'Service unavailable for now.',
  },
} satisfies Record<Locale, Record<string, string | ((n: number) => string)>>;

export type Messages = (typeof MESSAGES)['fr'];
export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];
