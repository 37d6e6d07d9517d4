import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n, loadRemainingNamespaces } from './lib/i18n/i18n.client';
import {
  noteChangedChoices,
  noteTypedFields,
  rechoose,
  retype,
} from './lib/typed-before-hydration';

/** After hydration, when the browser is idle: the namespaces later screens may need. */
const afterIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 1);

/** Runs `onHydrated` once the page it wraps has hydrated (a parent's effect runs after its children's). */
const Hydrated = ({ onHydrated }: { onHydrated: () => void }) => {
  useEffect(onHydrated, [onHydrated]);
  return <HydratedRouter />;
};

// The page carries the translations of its first render, so hydration shows the server's texts.
initClientI18n()
  .catch((error: unknown) => {
    console.error('Translations could not be loaded', error);
  })
  .finally(() => {
    const typed = noteTypedFields();
    const chosen = noteChangedChoices();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <Hydrated
            onHydrated={() => {
              retype(typed);
              rechoose(chosen);
            }}
          />
        </StrictMode>,
      );
    });
    afterIdle(() => {
      loadRemainingNamespaces().catch((error: unknown) => {
        console.error('Translations could not be loaded', error);
      });
    });
  });
