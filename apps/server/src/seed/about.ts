import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalizedText } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { schoolPages, teamMembers } from '../db/schema/index.ts';

/**
 * The demo's school pages (spec 1 §2 "School page editing"; issue 31 item 6): demo's about,
 * home and mentorship presentations and a team of three, each with a square portrait written
 * as SVG under `<mediaDir>/schools/demo/team/` (the first linked to the admin's profile); a
 * short English presentation for campus-en. Demo's four key numbers are seeded with the school.
 * The texts are rich text as the editor writes it and the server keeps it (sanitizeRichText).
 */

const DEMO_PAGES: Record<'about' | 'home' | 'mentorship', LocalizedText> = {
  about: {
    fr: '<p>Fondée en 1850, l’<strong>École Demo</strong> forme chaque année plus de 800 étudiants en commerce, finance et management, sur trois campus.</p><p>Son réseau de diplômés relie aujourd’hui 12 000 anciens dans 85 pays : des rencontres, des offres d’emploi, du mentorat et des nouvelles de l’école.</p><ul><li>Des événements toute l’année, en ligne et sur les campus</li><li>Des offres réservées aux diplômés</li><li>Un programme de mentorat entre générations</li></ul>',
    en: '<p>Founded in 1850, <strong>École Demo</strong> trains over 800 students a year in business, finance and management, on three campuses.</p><p>Its alumni network links 12,000 graduates in 85 countries: meetings, job offers, mentoring and news from the school.</p><ul><li>Events all year round, online and on campus</li><li>Job offers for graduates only</li><li>A mentoring programme across generations</li></ul>',
  },
  home: {
    fr: '<p>Rejoignez les diplômés de l’École Demo : retrouvez vos camarades, découvrez les événements à venir et les offres du réseau.</p>',
    en: '<p>Join the École Demo alumni: find your classmates, discover upcoming events and the network’s job offers.</p>',
  },
  mentorship: {
    fr: '<p>Chaque année, des diplômés accompagnent des étudiants et de jeunes diplômés : une rencontre par mois pendant six mois, pour parler métier, orientation et premier emploi.</p>',
    en: '<p>Each year, graduates guide students and recent graduates: one meeting a month for six months, to talk about careers, choices and first jobs.</p>',
  },
};

const EN_PAGES: Pick<typeof DEMO_PAGES, 'about'> = {
  about: {
    fr: '',
    en: '<p><strong>Northbridge Campus</strong> offers professional certificates in data, design and management, in London, Manchester and online. This network keeps certificate holders in touch.</p>',
  },
};

/** The demo's team: name, position and biography per language, portrait colours. */
const DEMO_TEAM = [
  {
    name: 'Claire Fontaine',
    title: { fr: 'Directrice générale', en: 'Dean' },
    biography: {
      fr: 'Diplômée de l’école en 1998, elle la dirige depuis 2019.\nElle a développé les trois campus et le programme de mentorat.',
      en: 'A graduate of the school (1998), she has led it since 2019.\nShe developed the three campuses and the mentoring programme.',
    },
    colors: ['#00a19b', '#ffb600'],
    initials: 'CF',
  },
  {
    name: 'Antoine Delacroix',
    title: { fr: 'Responsable du réseau des diplômés', en: 'Alumni network manager' },
    biography: {
      fr: 'Il anime le réseau, ses événements et ses groupes régionaux.',
      en: 'He runs the network, its events and its regional groups.',
    },
    colors: ['#1d4ed8', '#00a19b'],
    initials: 'AD',
  },
  {
    name: 'Karim Benali',
    title: { fr: 'Chargé des relations entreprises', en: 'Corporate relations officer' },
    biography: {
      fr: 'Il fait le lien entre les entreprises partenaires, les offres d’emploi et les diplômés.',
      en: 'He links partner companies, job offers and graduates.',
    },
    colors: ['#7c3aed', '#ffb600'],
    initials: 'KB',
  },
] as const;

/** A square portrait: initials on a gradient, as the seed's school images are drawn. */
function portrait(initials: string, [from, to]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><circle cx="330" cy="70" r="120" fill="#ffffff" opacity="0.12"/><text x="200" y="246" font-family="DejaVu Sans, Arial, sans-serif" font-size="136" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text></svg>`;
}

/**
 * Seeds the pages of demo (`demoId`, its team's second person linked to the admin `adminId`)
 * and campus-en (`enId`), writing the portraits under `mediaDir`.
 */
export async function seedSchoolPages(
  tx: Db,
  opts: { demoId: number; enId: number; adminId: number; mediaDir: string },
): Promise<void> {
  const folder = path.join(opts.mediaDir, 'schools', 'demo', 'team');
  mkdirSync(folder, { recursive: true });
  await tx.insert(schoolPages).values([
    { schoolId: opts.demoId, ...DEMO_PAGES },
    { schoolId: opts.enId, ...EN_PAGES },
  ]);
  await tx.insert(teamMembers).values(
    DEMO_TEAM.map((person, i) => {
      const file = `portrait-${i + 1}.svg`;
      writeFileSync(path.join(folder, file), portrait(person.initials, person.colors));
      return {
        schoolId: opts.demoId,
        name: person.name,
        title: person.title,
        biography: person.biography,
        photo: `schools/demo/team/${file}`,
        userId: person.name === 'Antoine Delacroix' ? opts.adminId : null,
        sortOrder: i,
      };
    }),
  );
}
