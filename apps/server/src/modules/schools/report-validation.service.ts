import type { ReportValidationSettings, ReportValidationSettingsInput } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

/**
 * School settings "report validation" (spec 1 §2 Settings, §3 School flags `validate_report`):
 * whether the school's post reports wait for a moderator (domain reports.ts ReportValidation).
 */

/** The school's setting as stored (not the cached row: the form shows what is saved). */
export async function getReportValidation(
  db: Db,
  schoolId: number,
): Promise<ReportValidationSettings> {
  const [row] = await db
    .select({ validateReport: schools.validateReport })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!row) throw new Error(`school ${schoolId} vanished`);
  return { validate_report: row.validateReport };
}

/**
 * Saves the setting. Reports filed before keep their status: turning validation off accepts
 * no pending report (the post of one stays visible until an admin decides), turning it on
 * reopens no accepted one. Returns the setting as saved.
 */
export async function saveReportValidation(
  db: Db,
  schoolId: number,
  input: ReportValidationSettingsInput,
): Promise<ReportValidationSettings> {
  await db
    .update(schools)
    .set({ validateReport: input.validate_report })
    .where(eq(schools.id, schoolId));
  return getReportValidation(db, schoolId);
}
