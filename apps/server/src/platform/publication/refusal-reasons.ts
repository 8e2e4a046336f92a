import {
  formatValidationMessage,
  localeFromId,
  type PublicationArea as ReasonArea,
  refusalText,
} from '@alumni/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refusalReasons } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { badRequest } from '../errors.ts';

/**
 * The text a refusal records (spec 1 §5 "one refusal reason must be ticked"; School settings
 * "… validation", domain publication-settings.ts). Where the school lists refusal reasons for
 * `area`, the validator ticks at least one of them (`reasons`, ids) and may add their own
 * words (`reason`); the text is the ticked labels in the school's language, then those words.
 * Where it lists none, the written reason is the text (the schema made it required).
 * 400 `{"reasons"}` without a ticked reason where there is a list, or for an id that is not
 * one of the area's reasons.
 */
export async function refusalReasonText(
  db: Db,
  actor: Actor,
  area: ReasonArea,
  input: { reason: string; reasons: number[] },
): Promise<string> {
  const listed = await db
    .select({
      id: refusalReasons.id,
      label_fr: refusalReasons.labelFr,
      label_en: refusalReasons.labelEn,
    })
    .from(refusalReasons)
    .where(and(eq(refusalReasons.schoolId, actor.school.id), eq(refusalReasons.area, area)))
    .orderBy(asc(refusalReasons.position), asc(refusalReasons.id));
  const byId = new Map(listed.map((r) => [r.id, r]));
  const unknown = input.reasons.some((id) => !byId.has(id));
  if (unknown) {
    throw badRequest({ reasons: [formatValidationMessage(actor.locale, 'invalidChoice')] });
  }
  if (listed.length > 0 && input.reasons.length === 0) {
    throw badRequest({ reasons: [formatValidationMessage(actor.locale, 'refusalReasonRequired')] });
  }
  // In the list's order, each once, whatever order they were ticked in.
  const ticked = listed.filter((r) => input.reasons.includes(r.id));
  return refusalText(ticked, input.reason, localeFromId(actor.school.preferredLocale));
}
