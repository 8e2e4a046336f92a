/** The imports module's public entry (see the boundary rule in biome.json). */
export { sendActivationOnForgot } from './invitations.ts';
