/**
 * One page of each layout the site has. The benchmark measures these, and the robustness and phone-layout tests visit
 * them, so a new layout joins all three by being added here.
 */
export const pageTypes = [
  '/',
  '/docs/',
  '/docs/tutorial/generating-kubernetes-manifests/',
  '/docs/api/classes/Builder/',
  '/blog/',
  '/blog/mounting-large-files/',
];
