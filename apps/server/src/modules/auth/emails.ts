import type { Locale } from '@alumni/domain';

/** The password-reset e-mail's words in the school's or the request's language. */
export function resetEmailContent(
  locale: Locale,
  schoolName: string,
  firstName: string,
  link: string,
) {
  return locale === 'en'
    ? {
        subject: `${schoolName}: reset your password`,
        paragraphs: [
          `Hello ${firstName},`,
          'Someone asked to reset the password of your account. If it was you, choose a new password with the button below. The link works once, for one hour.',
          'If you did not ask for it, ignore this e-mail: your password stays the same.',
        ],
        action: { label: 'Choose a new password', url: link },
      }
    : {
        subject: `${schoolName}\u00a0: réinitialisez votre mot de passe`,
        paragraphs: [
          `Bonjour ${firstName},`,
          'Une demande de réinitialisation du mot de passe de votre compte a été faite. Si elle vient de vous, choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien fonctionne une seule fois, pendant une heure.',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
        ],
        action: { label: 'Choisir un nouveau mot de passe', url: link },
      };
}
