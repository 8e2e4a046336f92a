/** Who registers: a demo account, or the n-th active member of the school's list. */
export type Registrant = 'member' | 'validator' | 'admin' | number;

export interface DemoTicket {
  name: string;
  priceCents: number;
  quantity: number;
  perOrderLimit: number;
  /** Bookings in order: seats, and whether its holder was checked in (past events). */
  bookings: { who: Registrant; seats: number; checkedIn?: boolean }[];
}

export interface DemoEvent {
  title: string;
  slug: string;
  description: string;
  type: 'online' | 'on_site';
  onlineLink?: string;
  address?: string;
  city: string;
  /** A code of the default event_category list (STATIC_LIST_DEFAULTS). */
  category: string;
  /** Days from the seed's day (negative: past), local start time and length in the school's zone. */
  inDays: number;
  startsAt: string;
  hours: number;
  color: string;
  tickets: DemoTicket[];
}

/** `count` active members from the n-th on, each booking `seats`. */
const members = (from: number, count: number, seats = 1, checkedIn = false) =>
  Array.from({ length: count }, (_, i) => ({ who: from + i, seats, checkedIn }));

/**
 * The demo school's events (issue 30 item 16): three to come (a full afterwork with a waiting
 * list, an online webinar, a gala with a paid ticket of each kind) and two past ones, some
 * attendees checked in; the demo member is registered to most. The upcoming ones start three
 * weeks out and later, after the events the browser tests write (12 days out), which the
 * dashboard's three upcoming events must show.
 */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Afterwork des diplômés à Lyon',
    slug: 'afterwork-des-diplomes-a-lyon',
    description:
      'Un verre en bord de Saône pour retrouver les diplômés de la région.\n\nPlaces limitées : quand l’événement est complet, inscrivez-vous sur la liste d’attente, les places libérées sont proposées dans l’ordre.',
    type: 'on_site',
    address: '8 quai Saint-Antoine',
    city: 'Lyon',
    category: 'afterwork',
    inDays: 21,
    startsAt: '19:00',
    hours: 3,
    color: '#00a19b',
    tickets: [
      {
        name: 'Entrée',
        priceCents: 0,
        quantity: 12,
        perOrderLimit: 2,
        // Full: 12 seats taken, three members waiting.
        bookings: [
          { who: 'member', seats: 1 },
          { who: 'validator', seats: 1 },
          ...members(0, 10),
          ...members(10, 3),
        ],
      },
    ],
  },
  {
    title: 'Webinaire : réussir sa prise de poste',
    slug: 'webinaire-reussir-sa-prise-de-poste',
    description:
      'Une heure avec deux diplômées devenues managers pour préparer vos cent premiers jours : écoute, priorités, premiers résultats.\n\nLe lien de connexion est envoyé aux inscrits la veille.',
    type: 'online',
    onlineLink: 'https://visio.example.org/demo/prise-de-poste',
    city: 'Paris',
    category: 'workshop',
    inDays: 34,
    startsAt: '12:30',
    hours: 1,
    color: '#1d4ed8',
    tickets: [
      {
        name: 'Participation',
        priceCents: 0,
        quantity: 200,
        perOrderLimit: 1,
        bookings: [{ who: 'member', seats: 1 }, ...members(13, 8)],
      },
    ],
  },
  {
    title: 'Gala annuel de l’École Demo',
    slug: 'gala-annuel-de-l-ecole-demo',
    description:
      'Dîner, remise des prix des diplômés de l’année et soirée dansante dans les salons de l’école.\n\nTenue de soirée souhaitée.',
    type: 'on_site',
    address: '12 rue de la Paix',
    city: 'Paris',
    category: 'networking',
    inDays: 48,
    startsAt: '19:30',
    hours: 4,
    color: '#ffb600',
    tickets: [
      {
        name: 'Diplômé·e',
        priceCents: 4500,
        quantity: 150,
        perOrderLimit: 2,
        bookings: [{ who: 'admin', seats: 2 }, ...members(21, 6, 2)],
      },
      {
        name: 'Étudiant·e',
        priceCents: 1500,
        quantity: 50,
        perOrderLimit: 1,
        bookings: members(27, 4),
      },
    ],
  },
  {
    title: 'Conférence : l’IA au service de la finance',
    slug: 'conference-l-ia-au-service-de-la-finance',
    description:
      'Trois diplômés du Master Finance racontent comment l’intelligence artificielle change leur métier, suivi d’un cocktail.',
    type: 'on_site',
    address: 'Amphithéâtre Turgot, 12 rue de la Paix',
    city: 'Paris',
    category: 'conference',
    inDays: -25,
    startsAt: '18:30',
    hours: 2,
    color: '#7048e8',
    tickets: [
      {
        name: 'Entrée',
        priceCents: 0,
        quantity: 120,
        perOrderLimit: 2,
        bookings: [
          { who: 'member', seats: 1, checkedIn: true },
          { who: 'validator', seats: 1, checkedIn: true },
          ...members(31, 12, 1, true),
          ...members(43, 4),
        ],
      },
    ],
  },
  {
    title: 'Tournoi de football des promos',
    slug: 'tournoi-de-football-des-promos',
    description: 'Huit équipes, une par décennie de promotion, pour une journée au grand air.',
    type: 'on_site',
    address: 'Stade Charléty, 99 boulevard Kellermann',
    city: 'Paris',
    category: 'sport',
    inDays: -60,
    startsAt: '10:00',
    hours: 7,
    color: '#2f9e44',
    tickets: [
      {
        name: 'Joueur·se',
        priceCents: 0,
        quantity: 80,
        perOrderLimit: 1,
        bookings: members(0, 16, 1, true),
      },
    ],
  },
];

/** The English school's event: a careers webinar its student member attends. */
export const CAMPUS_EN_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Careers webinar: data roles in 2026',
    slug: 'careers-webinar-data-roles-in-2026',
    description:
      'Three certificate holders working in data share how they found their roles, and answer your questions.',
    type: 'online',
    onlineLink: 'https://visio.example.org/campus-en/data-roles',
    city: 'Manchester',
    category: 'career',
    inDays: 26,
    startsAt: '18:00',
    hours: 1,
    color: '#7c3aed',
    tickets: [
      {
        name: 'Attendee',
        priceCents: 0,
        quantity: 100,
        perOrderLimit: 1,
        bookings: [{ who: 'member', seats: 1 }],
      },
    ],
  },
];
