import type { Subscription, SubscriptionUpdate, UnsubscribeResult } from '@alumni/domain';
import { apiPath, UNSUBSCRIPTION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * `POST /api/unsubscription/` `{token}`: spends a mailing's unsubscribe link. Resolves to the
 * list it turned off and a token opening the subscription page; rejects with the API error
 * (400 "Error! Invalid token" for an unknown, expired, used or other school's token).
 */
export function postUnsubscribe(token: string): Promise<UnsubscribeResult> {
  return api.post<UnsubscribeResult>(apiPath(UNSUBSCRIPTION_PATHS.unsubscribe), { token });
}

export const subscriptionKey = (token: string | null) => ['subscription', token ?? ''] as const;

/** `GET /api/subscription/[?token=]`: the member's lists, signed in or through a link. */
export function fetchSubscription(token: string | null, signal?: AbortSignal) {
  return api.get<Subscription>(
    apiPath(UNSUBSCRIPTION_PATHS.subscription, undefined, token ? { token } : undefined),
    signal,
  );
}

/** `PUT /api/subscription/`: changes lists; a link's token is spent by it. */
export function putSubscription(body: SubscriptionUpdate): Promise<Subscription> {
  return api.put<Subscription>(apiPath(UNSUBSCRIPTION_PATHS.subscription), body);
}
