/** The imports module's public entry (see the boundary rule in biome.json). */
export { queueInvitations, sendActivationOnForgot } from './invitations.ts';
