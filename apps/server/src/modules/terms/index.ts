/** The terms module's public entry (see the boundary rule in biome.json). */

export { recordRegistrationAcceptance, termsAcceptanceDue } from './service.ts';
