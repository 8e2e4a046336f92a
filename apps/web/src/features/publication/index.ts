/**
 * The publication web kit: the web side of the shared publication workflow (spec 1 §4
 * "Publication (blog, events, jobs)"; server `platform/publication/`), used by the blog and
 * events, and by any new area whose items are drafted, submitted, validated or refused,
 * scheduled and published.
 *
 * A new area (job ads, …):
 * 1. Describe it once: a `PublicationWebArea<Summary>` constant in
 *    `features/<area>/publicationArea.ts` (see blog/publicationArea.ts): API root, refusal
 *    reasons' `area`, live `counter`, `i18nPrefix`, statuses, history actions
 *    (`PUBLICATION_HISTORY_ACTIONS` plus the area's own), query keys, `fetchPending`,
 *    `titleOf`, `pathOf`, test ids.
 * 2. Put the words in the area's fr and en catalogues under its prefix: every key
 *    `allPublicationKeys(area)` lists (`{prefix}_validate`, `{prefix}_status_{status}`,
 *    `{prefix}_history_{action}`, …), and add the constant to publicationAreas.test.ts, which
 *    fails naming any key missing.
 * 3. Use the pieces:
 *    - `<PendingPublicationsPanel area detail? columns? />`: its Validations centre tab
 *      (ValidationsPage), with the area's own columns (a date) after item and author;
 *    - `<PublicationReview area item />`: validate/refuse on the item's page, where
 *      `item.can_review`;
 *    - `<PublicationHistory area id />`: the history section, for its author, validators and
 *      admins;
 *    - `<PublicationStatusBadge area status />`: the status on cards and the page
 *      (`area.statusColors` for statuses beyond the shared five);
 *    - `<PublicationCardHeading area status publicStatus label restricted … to>title</…>`:
 *      a list card's badges (kind, status unless public, restricted) and linked title;
 *    - `<PublicationFormGate editing rawId newPath canWrite query forbidden heading headingId
 *      hint>{(item) => <Form item={item} />}</PublicationFormGate>`: the form page (new-item
 *      redirect, 404, 403, loading, `can_edit`, then title and form), with `query` the area's
 *      read of `formItemId(rawId)`;
 *    - `usePublicationForm({ area, item, status, initialValues, schema, toInput, check?, toBody,
 *      create, update, savedKeys, canValidate, requiresValidation, timeZone?, initialIntent? })`
 *      in the form: the Mantine form checked with the area's schema, the `intent` ref, the save
 *      `actions` (publicationSaveActions), `submit` (create or update, read the area again,
 *      notify by status, open `area.pathOf`, the API's 400 on their fields), `saving`;
 *    - `<PublicationFormFrame area publication item refusedTitle labelledBy onSubmit?>fields
 *      </PublicationFormFrame>`: the `<form>` with the refusal notice and the form's errors
 *      above the area's fields and the save buttons below;
 *    - `<AudienceFieldset flag form legend rolesLabel hints? campuses? yearsLabel? layout? />`:
 *      the restriction filters (degrees, roles, campuses, graduation years) when the school's
 *      `has_filter_*` flag is on;
 *    - `<PublicationSaveButtons area actions intent saving />` at the foot of a form that does
 *      not use the frame, with
 *      `actions = publicationSaveActions(status, { requiresValidation, isValidator, future })`
 *      (`future`: `isFutureLocalInput(publish_at)`) and `intent` a `useRef<PublicationSaveAction>`
 *      the form reads to send `draft`: the moves the publication rules allow;
 *    - `<PublicationFilter id label options value onChange />` (segments, a select on small
 *      screens) and `<PublicationResults paged countText countTestId card />` (count, cards,
 *      page numbers) on the list page;
 *    - hooks, for anything else: `usePendingPublications`, `useReviewPublication`,
 *      `usePublicationDecisions`, `usePublicationHistory`; `publicationKeys(area)` for words.
 * The refusal dialog (`PublicationRefuseDialog`, validations/components) is the one the kit's
 * pieces open; the area only lists its refusal reasons' area and `refusalReasonMax`.
 *
 * This file is the kit's list and the only way other features reach it (biome.json); it only
 * re-exports, so a page's chunk keeps just the pieces it names (apps/web/package.json
 * `sideEffects`).
 */

export type { PublicationHistoryEntry } from './api.ts';
export { fetchPublicationHistory, reviewPublication } from './api.ts';
export type { PublicationItem, PublicationWebArea } from './area.ts';
export { allPublicationKeys, PUBLICATION_HISTORY_ACTIONS, publicationKeys } from './area.ts';
export type { AudienceFlag } from './components/AudienceFieldset.tsx';
export { AudienceFieldset, graduationYears } from './components/AudienceFieldset.tsx';
export { PendingPublicationsPanel } from './components/PendingPublicationsPanel.tsx';
export { PublicationCardHeading } from './components/PublicationCardHeading.tsx';
export { PublicationFilter } from './components/PublicationFilter.tsx';
export { PublicationFormFrame } from './components/PublicationFormFrame.tsx';
export { formItemId, PublicationFormGate } from './components/PublicationFormGate.tsx';
export { PublicationHistory } from './components/PublicationHistory.tsx';
export { PublicationRefusalNotice } from './components/PublicationRefusalNotice.tsx';
export type { Refusal } from './components/PublicationRefuseDialog.tsx';
export { PublicationRefuseDialog } from './components/PublicationRefuseDialog.tsx';
export { PublicationResults } from './components/PublicationResults.tsx';
export { PublicationReview } from './components/PublicationReview.tsx';
export { PublicationSaveButtons } from './components/PublicationSaveButtons.tsx';
export {
  PUBLICATION_STATUS_COLORS,
  PublicationStatusBadge,
} from './components/PublicationStatusBadge.tsx';
export {
  PENDING_PUBLICATIONS_PAGE_SIZE,
  usePendingPublications,
} from './hooks/usePendingPublications.ts';
export { usePublicationDecisions } from './hooks/usePublicationDecisions.ts';
export type {
  PublicationFormOptions,
  PublicationFormValues,
  PublicationSaved,
} from './hooks/usePublicationForm.ts';
export { usePublicationForm } from './hooks/usePublicationForm.ts';
export { usePublicationHistory } from './hooks/usePublicationHistory.ts';
export type { PublicationDecision } from './hooks/useReviewPublication.ts';
export { useReviewPublication } from './hooks/useReviewPublication.ts';
export type { PublicationSaveAction } from './saveActions.ts';
export {
  isFutureLocalInput,
  PUBLICATION_SAVE_ACTIONS,
  publicationSaveActions,
} from './saveActions.ts';
