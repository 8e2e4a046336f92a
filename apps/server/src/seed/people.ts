/** Realistic French names and cities for demo members (seed only). */
export const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Hélène', 'Élodie', 'Margaux', 'Zoé', 'Juliette',
  'Lucie', 'Sarah', 'Anaïs', 'Clémence', 'Mathilde', 'Océane', 'Noémie', 'Louise', 'Émilie', 'Amélie',
  'Lucas', 'Hugo', 'Théo', 'Louis', 'Nathan', 'Mathis', 'Raphaël', 'Gabriel', 'Jules', 'Arthur',
  'Antoine', 'Maxime', 'Thomas', 'Nicolas', 'Julien', 'Romain', 'Étienne', 'François', 'Loïc', 'Jérôme',
  'Yasmine', 'Karim', 'Mehdi', 'Sofia', 'Ines', 'Rayan', 'Aïcha', 'Bastien', 'Quentin', 'Pierre',
];
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez',
  'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
  'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin',
];
export const CITIES = [
  'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes', 'Strasbourg', 'Montpellier',
  'Rennes', 'Grenoble', 'Nice', 'Rouen', 'Dijon', 'Angers', 'Tours', 'Brest', 'Reims', 'Metz', 'Annecy',
];

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lowercase ASCII e-mail local part from a name ("Hélène Lefèvre" → "helene.lefevre"). */
export function emailLocalPart(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}
