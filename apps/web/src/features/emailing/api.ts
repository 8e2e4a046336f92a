import type {
  BulkOperation,
  MassMail,
  MassMailCreateInput,
  MassMailDraftInput,
  MassMailPreview,
  MassMails,
  MassMailTest,
} from '@alumni/domain';
import { apiPath, EMAILING_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The mass mail API (issue 34 item 2; apps/server/src/modules/emailing): the school's mass
 * mails and one's report, the preview and test send of a draft, and sending it. Types come from
 * the contract (`@alumni/domain` api/emailing.ts).
 */

export const massMailsKey = ['mass-mails'] as const;
export const massMailKey = (id: number) => ['mass-mails', id] as const;

/** `GET /api/mass-mails/`: the school's recent mass mails, newest first, with their counts. */
export const fetchMassMails = (signal?: AbortSignal) =>
  api.get<MassMails>(apiPath(EMAILING_PATHS.massMails), signal);

/** `GET /api/mass-mails/{id}/`: one mass mail and its per-recipient report. */
export const fetchMassMail = (id: number, signal?: AbortSignal) =>
  api.get<MassMail>(apiPath(EMAILING_PATHS.massMail, { id }), signal);

/** `POST /api/mass-mails/preview/`: the draft as its recipients will see it. */
export const previewMassMail = (draft: MassMailDraftInput) =>
  api.post<MassMailPreview>(apiPath(EMAILING_PATHS.preview), draft);

/** `POST /api/mass-mails/test/`: the draft sent to the admin alone. */
export const testMassMail = (draft: MassMailDraftInput) =>
  api.post<MassMailTest>(apiPath(EMAILING_PATHS.test), draft);

/** `POST /api/mass-mails/`: 202 the bulk operation, pending. */
export const sendMassMail = (body: MassMailCreateInput) =>
  api.post<BulkOperation>(apiPath(EMAILING_PATHS.massMails), body);
