/**
 * The duplicate users feature's public entry (issue 34 item 5): School settings → duplicate
 * users.
 */
export { DuplicatesSection } from './components/DuplicatesSection.tsx';
