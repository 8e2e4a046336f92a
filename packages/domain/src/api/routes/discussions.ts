/** The routes of the discussions (chat), relative to `/api` (../paths.ts; docs/areas/discussions.md). */
export const DISCUSSION_PATHS = {
  /** GET the member's conversations (keyset cursor); POST: open a direct one or create a group. */
  conversations: '/conversations/',
  /** GET one conversation; DELETE: hide it from one's list (a group: leave it). */
  conversation: '/conversations/{id}/',
  /** GET a page of the thread, newest first (`?before=&page_size=`); POST: send a message. */
  messages: '/conversations/{id}/messages/',
  /** PATCH (edit) and DELETE one's own message. */
  message: '/conversations/{id}/messages/{messageId}/',
  /** POST `{seq}`: read up to it. */
  read: '/conversations/{id}/read/',
  /** GET the unread counts, in total and per conversation (the live stream's fallback). */
  unread: '/conversations/unread/',
  /** GET members one may write to (`?search=`). */
  people: '/conversations/people/',
  /** POST: upload an attachment (multipart `file`). */
  attachments: '/conversations/attachments/',
  /** GET an attachment of a message, participants only. */
  attachment: '/conversations/{id}/messages/{messageId}/attachments/{index}/',
  /** GET: the WebSocket (api/discussion-socket.ts). */
  socket: '/conversations/socket/',
} as const;
