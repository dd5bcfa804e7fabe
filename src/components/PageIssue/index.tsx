import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { docsRepositoryUrl } from '@site/src/siteFacts';

/** What a report about a page names besides its address: its title and its docs version (none for posts). */
export type PageIssue = { title: string; version: string | null };

/**
 * A new issue in the site's repository, prefilled so that the maintainers know which page, in which version, the
 * reader means. Built while the server renders the page, so the link works before any script runs.
 */
export function useNewIssueUrl({ title, version }: PageIssue): string {
  const { siteConfig } = useDocusaurusContext();
  // The address as readers see it, with the trailing slash that permalinks in the plugins' metadata leave out.
  const { pathname } = useLocation();
  const body = [
    `Page: ${new URL(pathname, siteConfig.url).href}`,
    `Docs version: ${version ?? 'none (not a docs page)'}`,
    '',
    'What is wrong or missing on this page?',
    '',
  ].join('\n');
  return `${docsRepositoryUrl}/issues/new?${new URLSearchParams({ title: `Docs: ${title}`, body })}`;
}

// The docs footer names its page here, so that the "Edit this page" link it renders can be joined by a report link.
const PageIssueContext = createContext<PageIssue | null>(null);

export function PageIssueProvider({ page, children }: { page: PageIssue; children: ReactNode }): ReactNode {
  return <PageIssueContext.Provider value={page}>{children}</PageIssueContext.Provider>;
}

/** "Report a problem with this page", for a page whose footer provides its `PageIssue`; nothing elsewhere. */
export function ReportProblemLink({ className }: { className?: string }): ReactNode {
  const page = useContext(PageIssueContext);
  return page ? <ReportProblemAnchor page={page} className={className} /> : null;
}

function ReportProblemAnchor({ page, className }: { page: PageIssue; className?: string }): ReactNode {
  return (
    <a className={className} href={useNewIssueUrl(page)} target="_blank" rel="noopener noreferrer">
      Report a problem with this page
    </a>
  );
}
