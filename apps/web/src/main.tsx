import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureInstallPrompt } from './pwa/deferred-install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import './styles/fonts';
import './theme/themes.css';
import './styles/base.css';
import './styles/components.css';
import './styles/feedback.css';

captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
