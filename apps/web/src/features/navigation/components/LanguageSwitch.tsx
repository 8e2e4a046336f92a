import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/**
 * Language menu of the navbar, the drawer and the sign-in screen (spec 2 §2 Language). The
 * page paints with the button; the menu behind it downloads meanwhile and takes its place,
 * the same button, so nothing moves. A click before it is there opens it when it comes.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  return (
    <Suspense
      fallback={
        <LanguageButton
          fullWidth={fullWidth}
          aria-haspopup="menu"
          aria-expanded={openWhenLoaded}
          onClick={() => setOpenWhenLoaded(true)}
        />
      }
    >
      <LanguageMenu fullWidth={fullWidth} defaultOpened={openWhenLoaded} />
    </Suspense>
  );
}
