import { useSyncExternalStore } from 'react';

/**
 * Whether the chat widget is open, and on which conversation (issue 32 item 4): a tiny store
 * the navbar's chat button writes and the frame's widget mount reads. It lives apart from the
 * widget so that the frame holds only this and the lazy mount; the widget's code and words
 * download the first time it opens.
 */
export interface ChatWidgetState {
  open: boolean;
  /** The conversation shown in the panel; null: the list. */
  conversationId: number | null;
  /** Opened once in this tab: the widget stays mounted (its socket and caches) when closed. */
  loaded: boolean;
}

let state: ChatWidgetState = { open: false, conversationId: null, loaded: false };
const listeners = new Set<() => void>();

function set(next: Partial<ChatWidgetState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Opens the widget, on a conversation or on the list. */
export function openChatWidget(conversationId: number | null = null) {
  set({ open: true, loaded: true, conversationId });
}

/** Opens the widget on the list, or closes it when open (the chat button). */
export function toggleChatWidget() {
  if (state.open) set({ open: false });
  else openChatWidget(state.conversationId);
}

/** Closes the widget; the conversation shown stays for the next opening. */
export function closeChatWidget() {
  set({ open: false });
}

/** Shows a conversation in the open widget (null: back to the list). */
export function showInChatWidget(conversationId: number | null) {
  set({ conversationId });
}

/** The widget's state, re-rendering on each change. */
export function useChatWidget(): ChatWidgetState {
  return useSyncExternalStore(subscribe, () => state);
}
