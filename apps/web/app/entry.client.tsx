import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n, loadRemainingNamespaces } from './lib/i18n/i18n.client';

/** After hydration, when the browser is idle: the namespaces later screens may need. */
const afterIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 1);

// The page carries the translations of its first render, so hydration shows the server's texts.
initClientI18n()
  .catch((error: unknown) => {
    console.error('Translations could not be loaded', error);
  })
  .finally(() => {
    // What a visitor typed or ticked before this runs stays in the fields: the public pages'
    // controls are forms and links (decision 025), and React 19 keeps a field's value as it
    // hydrates it.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    afterIdle(() => {
      loadRemainingNamespaces().catch((error: unknown) => {
        console.error('Translations could not be loaded', error);
      });
    });
  });
