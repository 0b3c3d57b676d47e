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
import './theme/variables.css';
import './theme/app.css';

import App from './App';
import { initI18n } from './lib/i18n';
import { installSelectPopoverFixes } from './shell/select-popover-a11y';

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
