import './silence-console';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupIonicReact } from '@ionic/react';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme/variables.css';
import './theme/app.css';

import App from './App';
import { preloadSignedIn } from './features/auth/AuthGate';
import { api } from './lib/api';
import { startBoot, type PageBoot } from './lib/boot';
import { getSessionToken } from './lib/cookie';
import { initI18n } from './lib/i18n';
import { installSelectPopoverFixes } from './shell/select-popover-a11y';
import { applyTheme, readStoredTheme } from './lib/theme';

/** Each area's cold-start reads and code (its `boot.ts`): small, schema-free declarations. */
const BOOTS = Object.values(import.meta.glob<PageBoot>('./features/*/boot.ts', { eager: true, import: 'default' }));

// Before the words and the first render: with a session cookie, the profile check, the opened page's
// code and first data and the signed-in shell all start now, side by side, rather than one after
// another once each has arrived (issue 25). AuthGate and the page's hooks take what these started.
if (getSessionToken()) {
  startBoot(api, BOOTS, window.location.pathname, true);
  // A task later: the two small reads reach the browser's queue (six connections to the server) before
  // the shell's dozens of chunks, instead of waiting behind them for a second and more on a phone.
  const pathname = window.location.pathname;
  window.setTimeout(() => preloadSignedIn(pathname), 0);
}

// Before the first paint: a reload never flashes light before it turns dark.
applyTheme(readStoredTheme());
setupIonicReact();
installSelectPopoverFixes();

// The words come first: every screen, the loader's label included, is translated.
void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
