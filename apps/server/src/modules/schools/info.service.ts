import type { SchoolInfo, SchoolInfoInput } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

type SchoolColumns = typeof schools.$inferSelect;

/** The school's information as the contract gives it (SchoolInfoSchema). */
function presentInfo(row: SchoolColumns): SchoolInfo {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    description: { fr: row.description.fr ?? '', en: row.description.en ?? '' },
    preferred_locale: row.preferredLocale === 2 ? 2 : 1,
    currency: row.currency,
    time_zone: row.timeZone,
    phone_countries: row.phoneCountries,
    has_campus: row.hasCampus,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    sender_name: row.senderName,
    sender_email: row.senderEmail,
    terms_use_url: row.termsUseUrl,
    privacy_policy_url: row.privacyPolicyUrl,
    legal_url: row.legalUrl,
    validate_registration: row.validateRegistration,
    has_public_pages: row.hasPublicPages,
    show_inactive: row.showInactive,
    min_registration_age: row.minRegistrationAge,
    map_enabled: row.mapEnabled,
    user_map: row.userMap,
    map_center: [row.mapCenterLat / 1e6, row.mapCenterLng / 1e6],
    map_zoom: row.mapZoom,
  };
}

/**
 * Saves the fields of `input` that are there on school `schoolId` (spec 2 §7 `PATCH
 * /schools/{id}/`; rules in the domain's school-info.ts), in the caller's transaction: one
 * statement, so a concurrent save of other fields keeps its own. Returns the information as
 * saved; throws when the school is gone.
 */
export async function saveSchoolInfo(
  db: Db,
  schoolId: number,
  input: SchoolInfoInput,
): Promise<SchoolInfo> {
  const changes: Partial<typeof schools.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.address !== undefined) changes.address = input.address;
  if (input.description !== undefined) changes.description = input.description;
  if (input.preferred_locale !== undefined) changes.preferredLocale = input.preferred_locale;
  if (input.currency !== undefined) changes.currency = input.currency;
  if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
  if (input.phone_countries !== undefined) changes.phoneCountries = input.phone_countries;
  if (input.has_campus !== undefined) changes.hasCampus = input.has_campus;
  if (input.primary_color !== undefined) changes.primaryColor = input.primary_color;
  if (input.secondary_color !== undefined) changes.secondaryColor = input.secondary_color;
  if (input.sender_name !== undefined) changes.senderName = input.sender_name;
  if (input.sender_email !== undefined) changes.senderEmail = input.sender_email;
  if (input.legal_url !== undefined) changes.legalUrl = input.legal_url;
  if (input.validate_registration !== undefined) {
    changes.validateRegistration = input.validate_registration;
  }
  if (input.has_public_pages !== undefined) changes.hasPublicPages = input.has_public_pages;
  if (input.show_inactive !== undefined) changes.showInactive = input.show_inactive;
  if (input.min_registration_age !== undefined) {
    changes.minRegistrationAge = input.min_registration_age;
  }
  if (input.map_enabled !== undefined) changes.mapEnabled = input.map_enabled;
  if (input.user_map !== undefined) changes.userMap = input.user_map;
  if (input.map_center !== undefined) {
    // Stored in millionths of a degree (about 11 cm), as the seed writes them.
    changes.mapCenterLat = Math.round(input.map_center[0] * 1e6);
    changes.mapCenterLng = Math.round(input.map_center[1] * 1e6);
  }
  if (input.map_zoom !== undefined) changes.mapZoom = input.map_zoom;
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(schools).set(changes).where(eq(schools.id, schoolId)).returning()
      : await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!row) throw new Error(`school ${schoolId} vanished`);
  return presentInfo(row);
}
