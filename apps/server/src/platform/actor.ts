import type { Locale } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from './locale.ts';
import type { SignedInPolicyContext } from './policy-context.ts';

/**
 * Who acts in a request, built once per request by `authorize` (platform/policy.ts) and
 * passed to services as `(db, actor, input)`: the school resolved from the Host, the
 * signed-in user (session row and the engine's view with its roles), the school's
 * permission data, and the locale of the messages. Services need no request.
 */
export interface Actor extends SignedInPolicyContext {
  locale: Locale;
}

const actors = new WeakMap<FastifyRequest, Actor>();

/** The request's actor from its signed-in policy context; the same object on every call. */
export function actorOf(request: FastifyRequest, ctx: SignedInPolicyContext): Actor {
  let actor = actors.get(request);
  if (!actor) {
    actor = { ...ctx, locale: requestLocale(request) };
    actors.set(request, actor);
  }
  return actor;
}
