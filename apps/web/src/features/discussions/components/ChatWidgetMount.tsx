import { menuVisibility } from '@alumni/domain';
import { lazy, Suspense } from 'react';
import type { Namespace } from '../../../i18n/catalogues.ts';
import { ensureCatalogues } from '../../../i18n/i18n.ts';
import { useCatalogues } from '../../../i18n/useCatalogues.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { useChatWidget } from '../chatWidgetStore.ts';

/** The words the widget shows: its own namespace, downloaded with its code. */
export const WIDGET_NAMESPACES: readonly Namespace[] = ['discussions'];

const loadWidget = () => import('./ChatWidget.tsx');
const ChatWidget = lazy(loadWidget);

/**
 * Starts downloading the widget's code and words (the chat button's hover or focus), so that
 * the panel opens at once on the click.
 */
export function preloadChatWidget(locale: Parameters<typeof ensureCatalogues>[0]) {
  void loadWidget().catch(() => undefined);
  void ensureCatalogues(locale, WIDGET_NAMESPACES).catch(() => undefined);
}

function WidgetWithWords() {
  const { locale } = useRouteLocale();
  const words = useCatalogues(locale, WIDGET_NAMESPACES);
  if (words.state !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}

/**
 * The chat widget's place in the members' frame (spec 1 §1 "a chat widget is loaded for
 * authenticated users", issue 32 item 4): nothing until the chat button first opens it, then
 * the lazily loaded panel, for signed-in members with the messaging permission (spec 2 §6).
 * Not on /discussions, which is the same thing full page.
 */
export function ChatWidgetMount() {
  const widget = useChatWidget();
  const school = useSchool();
  const { user } = useViewer();
  const { path } = useRouteLocale();
  if (!widget.loaded || !user || !menuVisibility(user, school).messaging) return null;
  if (path === '/discussions') return null;
  return <WidgetWithWords />;
}
