/**
 * The last settled search of each search surface, so our screens can show what DocSearch and the SearchPage cannot:
 * DocSearch turns a failed request into its no-results screen, and the SearchPage spins forever after one.
 */
export type SearchSurface = 'modal' | 'page';
export type SearchOutcome = {
  surface: SearchSurface;
  /** Increases with every search, so a screen can ignore outcomes from before it was shown. */
  sequence: number;
  query: string;
  failed: boolean;
  nbHits: number;
  /** The `lvl0` sections of the hits, which DocSearch offers as "Try searching for" suggestions. */
  sections: string[];
};

type Listener = () => void;

let sequence = 0;
const latest: Record<SearchSurface, SearchOutcome | null> = { modal: null, page: null };
const lastSections: Record<SearchSurface, string[]> = { modal: [], page: [] };
const listeners = new Set<Listener>();

export function startSearch(): number {
  sequence += 1;
  return sequence;
}

export function currentSequence(): number {
  return sequence;
}

export function settleSearch(outcome: SearchOutcome): void {
  // A slower, older answer must not replace the screen for a newer query.
  if (outcome.sequence < (latest[outcome.surface]?.sequence ?? 0)) {
    return;
  }
  latest[outcome.surface] = outcome;
  if (outcome.sections.length > 0) {
    lastSections[outcome.surface] = outcome.sections;
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToOutcomes(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function latestOutcome(surface: SearchSurface): SearchOutcome | null {
  return latest[surface];
}

/** The sections of the latest search that had hits, as DocSearch keeps them for its suggestions. */
export function recentSections(surface: SearchSurface): string[] {
  return lastSections[surface];
}

/** Whether the surface's latest search needs one of our screens: it failed or found nothing. */
export function needsOwnScreen(surface: SearchSurface): boolean {
  const outcome = latest[surface];
  return Boolean(outcome && (outcome.failed || outcome.nbHits === 0));
}
