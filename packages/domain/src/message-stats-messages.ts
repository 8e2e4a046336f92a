import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the super users' message statistics (issue 32 item 6), per locale. */
export interface MessageStatsMessageCatalogue {
  rangeTooLong: string;
  csvSchool: string;
  csvSubdomain: string;
  csvDay: string;
  csvMessages: string;
  csvConversations: string;
  csvSenders: string;
}

export const MESSAGE_STATS_MESSAGES: Record<Locale, MessageStatsMessageCatalogue> = {
  fr: {
    rangeTooLong: 'La période ne peut pas dépasser {max}\u00a0jours.',
    csvSchool: 'école',
    csvSubdomain: 'sous-domaine',
    csvDay: 'jour (fuseau de l’école)',
    csvMessages: 'messages envoyés',
    csvConversations: 'conversations actives',
    csvSenders: 'expéditeurs distincts',
  },
  en: {
    rangeTooLong: 'The period cannot be longer than {max} days.',
    csvSchool: 'school',
    csvSubdomain: 'subdomain',
    csvDay: "day (school's time zone)",
    csvMessages: 'messages sent',
    csvConversations: 'active conversations',
    csvSenders: 'distinct senders',
  },
};

/** References to the message statistics' messages, for schemas (message-refs.ts). */
export const MESSAGE_STATS_REFS = refsOf('messagestats', MESSAGE_STATS_MESSAGES.fr);
