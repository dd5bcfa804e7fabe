/**
 * The shape of the glossary data: one file per docs version in this folder, named after the version (`next.ts` for
 * Next, `0.2.ts` for 0.2), each defining the tool's own terms as that version has them. The version's glossary page
 * (`docs/reference/glossary.mdx`, `versioned_docs/version-0.2/reference/glossary.mdx`) renders its file with
 * `src/components/Glossary`, and `src/remark/glossaryTerms.ts` gives every `<Term id="…">` of the version's pages its
 * entry's definition and address, so a page cannot name a term its version does not define.
 * `tests/content/glossary.test.ts` checks both in the sources, `tests/build/glossary.test.ts` on the built pages.
 *
 * Every string is ours. A definition may mark code with backticks, nothing else: it is shown on the glossary page and
 * as the tooltip of each `<Term>`.
 */

/** One term of the glossary. */
export interface GlossaryEntry {
  /** The anchor of the entry on the glossary page and the `id` a `<Term>` names: lowercase words joined by `-`. */
  readonly id: string;
  /** The term as the glossary lists it, in lower case unless it is a name. */
  readonly term: string;
  /** One to three sentences, in plain text with code in backticks. */
  readonly definition: string;
  /** The page of the same version that explains the term, as a site path with its anchor. */
  readonly explainedIn: { readonly title: string; readonly path: string };
}

export interface Glossary {
  /** The address of the version's glossary page, with its trailing slash. */
  readonly page: string;
  /** The entries, in alphabetical order of their terms. */
  readonly entries: readonly GlossaryEntry[];
}

/** The address of an entry: the glossary page with the entry's anchor. */
export const entryUrl = (glossary: Glossary, entry: GlossaryEntry): string => `${glossary.page}#${entry.id}`;
