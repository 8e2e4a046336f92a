import type { Locale, SchoolWording } from '@alumni/domain';
import enCertificate from './en.certificate.json';
import en from './en.json';
import frCertificate from './fr.certificate.json';
import fr from './fr.json';

export type Catalogue = Record<string, string>;

/** The base catalogues: both hold exactly the same keys (catalogues.test.ts checks it). */
export const CATALOGUES: Record<Locale, Catalogue> = { fr, en };

/**
 * Wording overlays (spec 1 §1 "A second wording variant renames degrees as certificates and
 * campuses as centres"): each replaces some base keys for schools with that wording.
 */
export const WORDING_OVERLAYS: Record<
  Exclude<SchoolWording, 'default'>,
  Record<Locale, Catalogue>
> = {
  certificate: { fr: frCertificate, en: enCertificate },
};
