import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the server's markup (and while the server renders), false for every render in the
 * browser after that. Callers that want to keep server markup read it once, into state, when they mount.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
