import type { Glossary } from './types';
import next from './next';
import release from './0.2';

/**
 * The glossary of each docs version, by the name the docs plugin gives the version (`current` for Next). Only build
 * steps and tests read this map; a page imports its own version's file, so that no page ships the other's terms.
 */
export const glossaries: Readonly<Record<string, Glossary>> = { current: next, '0.2': release };
