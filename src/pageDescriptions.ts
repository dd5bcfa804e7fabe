/**
 * Meta descriptions of the pages that the theme renders without a usable one. Every page's description is 50–300
 * characters and unique across the site (tests/build/meta-descriptions.test.ts).
 */
export const pageDescriptions = {
  blogArchive:
    'Every post on the Anemos blog, grouped by year with its date: articles about Anemos and about running ' +
    'applications on Kubernetes.',
  blogAuthors: 'The people who write the Anemos blog, each with their role and a link to the posts they wrote.',
  blogTags: 'The tags of the Anemos blog, such as Kubernetes, LLM and Volumes, each with the number of posts under it.',
  search:
    'Search the Anemos documentation, API reference and blog: tutorials, reference pages, comparisons with Helm ' +
    'and blog posts.',
} as const;

/** An author's page lists their posts; the description names them and what they do. */
export function authorPageDescription(name: string, title: string | undefined): string {
  return `Posts on the Anemos blog by ${name}${title ? `, ${title}` : ''}, about Anemos and about running applications on Kubernetes.`;
}
