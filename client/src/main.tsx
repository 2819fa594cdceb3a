// Latin only: the names and text of a Philippine university (ñ included). These per-subset
// files carry no unicode-range, so a second subset would be downloaded beside the first on
// every first visit; a rarer letter is drawn by the next font of the stack instead.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadPage } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A reload asks for its page's code now, beside the current user, not after it.
preloadPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
