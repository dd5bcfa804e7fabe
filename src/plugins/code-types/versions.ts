import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A docs version as the type hovers see it. Every path follows the layout CONTRIBUTING.md describes: Next keeps its
 * examples in `examples/`, its declarations in `declarations/` and its API reference in `docs/api/`, at `/docs/`; a
 * released version `X` keeps them under `versioned_examples/version-X/`, `versioned_declarations/version-X/` and
 * `versioned_docs/version-X/api/`, at `/docs/X/`.
 */
export interface DocsVersionLayout {
  /** The docs plugin's name of the version: `current` for Next, else its number. */
  readonly name: string;
  /** The route of its docs, with the trailing slash. */
  readonly route: string;
  readonly examples: string;
  readonly declarations: string;
  /** Where TypeDoc writes its API reference, and `reference-urls.json` with it. */
  readonly reference: string;
}

export function docsVersionLayouts(siteDir: string): DocsVersionLayout[] {
  const released = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  return [
    {
      name: 'current',
      route: '/docs/',
      examples: path.join(siteDir, 'examples'),
      declarations: path.join(siteDir, 'declarations'),
      reference: path.join(siteDir, 'docs/api'),
    },
    ...released.map((name) => ({
      name,
      route: `/docs/${name}/`,
      examples: path.join(siteDir, `versioned_examples/version-${name}`),
      declarations: path.join(siteDir, `versioned_declarations/version-${name}`),
      reference: path.join(siteDir, `versioned_docs/version-${name}/api`),
    })),
  ];
}

/** The tsconfig that `npm run typecheck` checks a version's examples of one language with. */
export function tsconfigOf(version: DocsVersionLayout, language: 'js' | 'ts'): string {
  return path.join(version.examples, language === 'js' ? 'tsconfig.js.json' : 'tsconfig.json');
}
