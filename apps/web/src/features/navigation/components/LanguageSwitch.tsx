import { lazy, Suspense, startTransition, useState } from 'react';
import { MantineScope } from '../../../ui/MantineScope.tsx';
import { LanguageButton } from './LanguageButton.tsx';

const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/**
 * Language menu of the navbar, the drawer and the sign-in screen (spec 2 §2 Language). The
 * page paints with the button alone; the menu behind it downloads when the pointer or the
 * focus reaches the button, and takes its place, the same button, so nothing moves. A press
 * before it is there opens it when it comes (on pointer down: a menu arriving between the
 * press and the release would take the click, which then reaches neither button); a focus
 * on it moves to the new button.
 * `scoped`: on a page without Mantine (the auth
 * card), the menu brings it.
 */
export function LanguageSwitch({
  fullWidth = false,
  scoped = false,
}: {
  fullWidth?: boolean;
  scoped?: boolean;
}) {
  const [wanted, setWanted] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  // A transition: the button stays on screen, the same element, while the menu downloads.
  const want = () => startTransition(() => setWanted(true));
  const openLater = () => {
    setOpenWhenLoaded(true);
    want();
  };
  const button = (
    <LanguageButton
      fullWidth={fullWidth}
      aria-haspopup="menu"
      aria-expanded={openWhenLoaded}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={openLater}
      onClick={openLater}
    />
  );
  if (!wanted) return button;
  const menu = (
    <LanguageMenu
      fullWidth={fullWidth}
      defaultOpened={openWhenLoaded}
      focusOnMount={focused && !openWhenLoaded}
    />
  );
  return (
    <Suspense fallback={button}>
      {scoped ? <MantineScope fallback={button}>{menu}</MantineScope> : menu}
    </Suspense>
  );
}
