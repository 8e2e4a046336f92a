import { useArticleTitle } from '../../blog/index.ts';

/** "Event – School" as the document title while an event's page shows it (as an article's). */
export function useEventTitle(title: string | null): void {
  useArticleTitle(title);
}
