// The exports of @docusaurus/utils-common's entry (see index.ts), from the files that define them.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// Defined in the entry itself. Search crawlers skip anchors with this prefix, so the value must not change.
export const blogPostContainerID = '__blog-post-container';
