/**
 * The users module's public entry (see the boundary rule in biome.json): the signed-in
 * member's payload, which sign-in and registration answer with too, and the unsubscribe
 * links and headers mailings carry.
 */
export { presentCurrentUser } from './me.ts';
export { issueUnsubscribeTokens, unsubscribeLinks } from './unsubscription.ts';
