/**
 * Facts about Anemos and its maintainers that the site states in several places
 * (config, navbar, footer, home page). Change them here and nowhere else.
 */
export const productName = 'Anemos';
export const tagline = 'Kubernetes package manager';
export const organizationName = 'ohayocorp';
export const companyName = 'Ohayocorp';
export const productionUrl = 'https://anemos.sh';

export const repositoryUrl = 'https://github.com/ohayocorp/anemos';
export const docsRepositoryUrl = 'https://github.com/ohayocorp/anemos-docs';

export const communityLinks = {
  stackOverflow: 'https://stackoverflow.com/questions/tagged/anemos',
  gitHub: repositoryUrl,
} as const;

export const socialLinks = {
  x: 'https://x.com/ohayocorp',
  linkedIn: 'https://www.linkedin.com/company/ohayocorp/',
} as const;

export const copyright = `Copyright © ${new Date().getFullYear()} ${companyName}. Built with Docusaurus.`;

/** Sora is the brand face; the fallback stack keeps text readable while it loads or when the provider is unreachable. */
export const webFont = {
  providerOrigin: 'https://fonts.googleapis.com',
  fileOrigin: 'https://fonts.gstatic.com',
  stylesheetUrl: 'https://fonts.googleapis.com/css2?family=Sora:wght@400;600;700&display=swap',
} as const;
