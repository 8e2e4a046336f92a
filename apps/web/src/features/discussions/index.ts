/**
 * The discussions feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features"). The frame
 * takes only the widget's store and lazy mount from here: the widget's and the page's code
 * are chunks of their own.
 */

export {
  closeChatWidget,
  openChatWidget,
  toggleChatWidget,
  useChatWidget,
} from './chatWidgetStore.ts';
export { ChatWidgetMount, preloadChatWidget } from './components/ChatWidgetMount.tsx';
