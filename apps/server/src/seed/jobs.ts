import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_SIZES_PX } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { jobAdHistory, jobAds } from '../db/schema/index.ts';

/** Who posts the demo ads: the school admin, the external recruiter, an alumna. */
export type DemoJobAuthor = 'admin' | 'recruiter' | 'alumni';

interface DemoJobAd {
  author: DemoJobAuthor;
  position: string;
  company: string;
  city: string;
  /** Codes of the default lists (domain STATIC_LIST_DEFAULTS: contract_type, business_sector, job_experience, job_category). */
  contractType: string;
  sector: string;
  experience: string;
  category: string;
  salary: string;
  description: string;
  contactEmail: string;
  applicationLink: string;
  /** Days since its publication (its 90 days run from then), and until its deadline and start. */
  daysAgo: number;
  deadlineIn: number;
  startIn: number;
  /** The logo's initials and colour. */
  initials: string;
  color: string;
  views: number;
}

/** Demo job ads (issue 15), oldest first: active, of several contracts, sectors and cities. */
const DEMO_JOB_ADS: readonly DemoJobAd[] = [
  {
    author: 'admin',
    position: 'Ingénieur·e data confirmé·e',
    company: 'Banque Rhône-Alpes',
    city: 'Lyon',
    contractType: 'permanent',
    sector: 'finance',
    experience: '2_5',
    category: 'engineering',
    salary: '50 000 – 58 000 €',
    description:
      'Au sein de la direction des données (25 personnes), vous concevez et maintenez les flux qui alimentent le pilotage des risques.\n\nStack : Python, SQL, dbt, Airflow. Deux jours de télétravail par semaine.',
    contactEmail: 'recrutement@bra.example.org',
    applicationLink: '',
    daysAgo: 18,
    deadlineIn: 25,
    startIn: 60,
    initials: 'BR',
    color: '#1d4ed8',
    views: 64,
  },
  {
    author: 'alumni',
    position: 'Alternance chargé·e de communication',
    company: 'Mairie de Nantes',
    city: 'Nantes',
    contractType: 'apprenticeship',
    sector: 'public',
    experience: 'none',
    category: 'marketing',
    salary: 'Selon grille apprentissage',
    description:
      'Rejoignez le service communication pour deux ans : réseaux sociaux, magazine municipal et événements de quartier.\n\nRythme : trois semaines en poste, une semaine en formation.',
    contactEmail: 'alternance@nantes.example.org',
    applicationLink: '',
    daysAgo: 11,
    deadlineIn: 40,
    startIn: 75,
    initials: 'MN',
    color: '#00a19b',
    views: 27,
  },
  {
    author: 'recruiter',
    position: 'Business developer grands comptes',
    company: 'Helios Énergies',
    city: 'Marseille',
    contractType: 'permanent',
    sector: 'energy',
    experience: '5_10',
    category: 'sales',
    salary: '55 000 € + variable',
    description:
      'Pour un acteur régional du solaire en forte croissance, vous développez un portefeuille d’industriels et de collectivités du Sud-Est.\n\nVous travaillez avec les équipes techniques de l’avant-vente à la mise en service.',
    contactEmail: 'c.besson@talentis.example.org',
    applicationLink: 'https://www.example.org/talentis/offres/helios-bizdev',
    daysAgo: 6,
    deadlineIn: 30,
    startIn: 50,
    initials: 'HE',
    color: '#f59f00',
    views: 41,
  },
  {
    author: 'admin',
    position: 'Stage assistant·e chef de projet travaux',
    company: 'Bâtir Ouest',
    city: 'Rennes',
    contractType: 'internship',
    sector: 'construction',
    experience: 'none',
    category: 'operations',
    salary: '1 200 € par mois',
    description:
      'Stage de six mois sur le chantier d’un groupe scolaire : suivi des entreprises, planning, réunions de chantier et comptes rendus.',
    contactEmail: 'stages@batirouest.example.org',
    applicationLink: '',
    daysAgo: 3,
    deadlineIn: 20,
    startIn: 45,
    initials: 'BO',
    color: '#c92a2a',
    views: 15,
  },
  {
    author: 'alumni',
    position: 'Infirmier·e en cardiologie (CDD 12 mois)',
    company: 'Clinique du Parc',
    city: 'Toulouse',
    contractType: 'fixed_term',
    sector: 'health',
    experience: '0_2',
    category: 'other',
    salary: '36 000 €',
    description:
      'Remplacement d’un congé long dans le service de cardiologie : consultations de suivi, coordination avec les médecins et éducation thérapeutique.',
    contactEmail: 'rh@cliniqueduparc.example.org',
    applicationLink: '',
    daysAgo: 1,
    deadlineIn: 15,
    startIn: 30,
    initials: 'CP',
    color: '#7048e8',
    views: 6,
  },
];

const DAY_MS = 86_400_000;
const dayIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Seeds the demo school's job ads: a few active ads (one by the external recruiter), each
 * with an SVG logo of the logo size written under `<mediaDir>/jobs/<subdomain>/`, published
 * and announced days ago (their 90 days run from then) with their history row; deadlines
 * and start dates in the coming weeks. Runs in the seed's transaction.
 */
export async function seedJobAds(
  tx: Db,
  opts: {
    schoolId: number;
    subdomain: string;
    authors: Record<DemoJobAuthor, number>;
    mediaDir: string;
    now: Date;
  },
): Promise<void> {
  const folder = path.join(opts.mediaDir, 'jobs', opts.subdomain);
  mkdirSync(folder, { recursive: true });
  const { width, height } = IMAGE_SIZES_PX.jobLogo;
  for (const [i, ad] of DEMO_JOB_ADS.entries()) {
    const name = `logo-${i + 1}.svg`;
    writeFileSync(
      path.join(folder, name),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="${ad.color}"/><text x="100" y="122" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">${ad.initials}</text></svg>`,
    );
    const at = new Date(opts.now.getTime() - ad.daysAgo * DAY_MS);
    const authorId = opts.authors[ad.author];
    const [row] = await tx
      .insert(jobAds)
      .values({
        schoolId: opts.schoolId,
        authorId,
        position: ad.position,
        company: ad.company,
        city: ad.city,
        logoKey: `jobs/${opts.subdomain}/${name}`,
        contractType: ad.contractType,
        sector: ad.sector,
        experience: ad.experience,
        salary: ad.salary,
        category: ad.category,
        description: ad.description,
        contactEmail: ad.contactEmail,
        applicationLink: ad.applicationLink,
        startDate: dayIn(opts.now, ad.startIn),
        applicationDeadline: dayIn(opts.now, ad.deadlineIn),
        state: 3,
        // The demo school does not validate job ads: published as saved, never validated.
        validated: false,
        publishAt: at,
        announcedAt: at,
        viewCount: ad.views,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: jobAds.id });
    if (!row) throw new Error('job ad insert returned nothing');
    await tx.insert(jobAdHistory).values({
      schoolId: opts.schoolId,
      jobAdId: row.id,
      actorId: authorId,
      action: 'create',
      fromStatus: null,
      toStatus: 'published',
      createdAt: at,
    });
  }
}
