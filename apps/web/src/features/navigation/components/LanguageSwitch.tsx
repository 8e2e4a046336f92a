import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import { MantineScope, preloadMantine } from '../../../ui/MantineScope.tsx';
import { LanguageButton } from './LanguageButton.tsx';

const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazy(loadMenu);

/**
 * Language menu of the navbar, the drawer and the sign-in screen (spec 2 §2 Language). The
 * page paints with the button alone; the menu's code downloads when the pointer reaches the
 * button, and the menu takes the button's place (an identical button, so nothing moves) once
 * it is wanted: on a click, which opens it as soon as it is there, or on a focus from the
 * keyboard, which then moves to the new button. Never between a press and its release: the
 * button the press began on must be the one released on, or the release's click lands on the
 * menu's own button and closes the menu the press opened (shell.spec's language switch, a CI
 * flake). Hovering only downloads: the button stays the same element until it is clicked.
 * `scoped`: on a page without Mantine (the auth card), the menu brings it.
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
  /** A press on the button under way (the focus a press gives must not mount the menu). */
  const pressing = useRef(false);
  const released = () => {
    pressing.current = false;
  };
  const preload = () => {
    loadMenu().catch(() => undefined);
    if (scoped) preloadMantine();
  };
  // A transition: the button stays on screen while the menu's code finishes downloading.
  const want = () => startTransition(() => setWanted(true));
  const button = (
    <LanguageButton
      fullWidth={fullWidth}
      aria-haspopup="menu"
      aria-expanded={openWhenLoaded}
      onPointerEnter={preload}
      onPointerDown={() => {
        pressing.current = true;
        preload();
      }}
      onPointerUp={released}
      onPointerCancel={released}
      onPointerLeave={released}
      onFocus={() => {
        setFocused(true);
        if (!pressing.current) want();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        released();
        setOpenWhenLoaded(true);
        want();
      }}
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
