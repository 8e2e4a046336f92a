import type {
  ActivationSent,
  ActivationsQueued,
  AwaitingActivationList,
  DecidedRegistration,
  MemberAdded,
  MemberAddInput,
  PendingRegistrationList,
  RegistrationDecision,
} from '@alumni/domain';
import { apiPath, REGISTRATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** The registrations tab's calls (spec 1 §2 Registration; issue 34 item 4). */

/** A list's page and search as the tab asks them (`?page=&page_size=20&search=`). */
export interface ListParams {
  page: number;
  search: string;
}

const queryOf = ({ page, search }: ListParams): Record<string, string | number> => ({
  page,
  page_size: 20,
  ...(search.trim() ? { search: search.trim() } : {}),
});

/** Query key of every list of the tab (a change refreshes them all). */
export const registrationListsKey = ['registrations'] as const;

export const pendingKey = (params: ListParams) => ['registrations', 'pending', params] as const;
export const awaitingKey = (params: ListParams) => ['registrations', 'awaiting', params] as const;

/** `GET /api/registrations/?page=&page_size=&search=`: school admins and User-scope validators. */
export function fetchPendingRegistrations(
  params: ListParams,
  signal?: AbortSignal,
): Promise<PendingRegistrationList> {
  return api.get(apiPath(REGISTRATION_PATHS.pending, undefined, queryOf(params)), signal);
}

/** `POST /api/registrations/{id}/accept/` or `/refuse/` `{reason?}`. */
export function postRegistrationDecision(
  id: number,
  decision: RegistrationDecision,
  reason?: string,
): Promise<DecidedRegistration> {
  return api.post(apiPath(REGISTRATION_PATHS.decision, { id, decision }), reason ? { reason } : {});
}

/** `GET /api/registrations/activations/`: members awaiting activation. */
export function fetchAwaitingActivation(
  params: ListParams,
  signal?: AbortSignal,
): Promise<AwaitingActivationList> {
  return api.get(
    apiPath(REGISTRATION_PATHS.awaitingActivation, undefined, queryOf(params)),
    signal,
  );
}

/** `POST /api/registrations/activations/{id}/`: 429 within 15 minutes of the last link. */
export function postMemberActivation(id: number): Promise<ActivationSent> {
  return api.post(apiPath(REGISTRATION_PATHS.memberActivation, { id }), {});
}

/** `POST /api/registrations/activations/`: a new link to every member awaiting activation. */
export function postAllActivations(): Promise<ActivationsQueued> {
  return api.post(apiPath(REGISTRATION_PATHS.awaitingActivation), {});
}

/** `POST /api/registrations/members/`: school admins add a member, who is invited. */
export function postMember(input: MemberAddInput): Promise<MemberAdded> {
  return api.post(apiPath(REGISTRATION_PATHS.members), input);
}
