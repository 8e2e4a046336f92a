import type { Db } from '../db/client.ts';
import { customPages, customSubpages } from '../db/schema/index.ts';
import { sanitizedBody } from '../modules/custom-pages/content.ts';
import { addPageEntry } from '../modules/schools/page-entries.ts';

const nbsp = '\u00a0';

/**
 * The demo school's custom pages (issue 31 item 6), both in its navbar: a public "Nous
 * contacter" / "Contact us" page, read signed out (the school has public pages), which gets its
 * entry here; and the member-only "Charte" / "Charter", whose entry (slug `charte`) the
 * school's features already hold, with one sub-page. Bodies go through the pages' sanitiser, as
 * an admin's would. Runs in the seed's transaction `tx`.
 */
export async function seedCustomPages(tx: Db, opts: { schoolId: number }): Promise<void> {
  const { schoolId } = opts;
  const [, charte] = await tx
    .insert(customPages)
    .values([
      {
        schoolId,
        slug: 'contact',
        visibility: 'public',
        title: { fr: 'Nous contacter', en: 'Contact us' },
        body: sanitizedBody({
          fr: `<p>Le service des diplômés vous répond du lundi au vendredi, de 9${nbsp}h à 17${nbsp}h.</p><ul><li>Courriel${nbsp}: <a href="mailto:reseau@demo.example.org">reseau@demo.example.org</a></li><li>Téléphone${nbsp}: 01${nbsp}23${nbsp}45${nbsp}67${nbsp}89</li><li>Adresse${nbsp}: 12 rue de la Paix, 75002 Paris</li></ul>`,
          en: '<p>The alumni office answers Monday to Friday, 9 am to 5 pm.</p><ul><li>Email: <a href="mailto:reseau@demo.example.org">reseau@demo.example.org</a></li><li>Phone: +33 1 23 45 67 89</li><li>Address: 12 rue de la Paix, 75002 Paris, France</li></ul>',
        }),
      },
      {
        schoolId,
        slug: 'charte',
        visibility: 'members',
        title: { fr: 'Charte', en: 'Charter' },
        body: sanitizedBody({
          fr: '<p>Le réseau de l’École Demo repose sur la confiance entre ses membres. En y participant, chacun s’engage à <strong>respecter les autres</strong>, à partager des informations exactes et à ne pas faire de démarchage commercial.</p><p>Les règles de la messagerie sont détaillées ci-dessous.</p>',
          en: '<p>The École Demo network rests on trust between its members. By taking part, everyone agrees to <strong>respect others</strong>, to share accurate information and not to solicit for business.</p><p>The rules of the messaging service are set out below.</p>',
        }),
      },
    ])
    .returning({ id: customPages.id });
  if (!charte) throw new Error('custom page insert returned nothing');
  await tx.insert(customSubpages).values({
    schoolId,
    pageId: charte.id,
    sortOrder: 0,
    title: { fr: 'Bon usage de la messagerie', en: 'Using the messaging service' },
    body: sanitizedBody({
      fr: '<ul><li>Présentez-vous dans votre premier message.</li><li>Pas d’envoi groupé sans l’accord de l’école.</li><li>Signalez tout message abusif depuis la conversation.</li></ul>',
      en: '<ul><li>Introduce yourself in your first message.</li><li>No bulk sending without the school’s consent.</li><li>Report any abusive message from the conversation.</li></ul>',
    }),
  });
  await addPageEntry(tx, schoolId, 'contact', { fr: 'Nous contacter', en: 'Contact us' });
}
