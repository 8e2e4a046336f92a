// Mantine's page baseline and theme variables for every page; Mantine's components' CSS
// comes with them (ui/MantineScope.tsx), which the sign-in page does without.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import './app/global.css';
import './i18n/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

// A page chunk that fails to load (usually a deployment replaced the chunks) rejects its route's
// `lazy`; the route's error element then reloads the page at the address asked for, at most
// once a minute (app/chunkReload.ts).

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
