import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

// The theme's map imports every kind of navbar item it has (locale and version dropdowns, dropdown menus, HTML
// items), and they all sat in the entry chunk that every page loads (3.0 KB gzip). The navbar in docusaurus.config.ts
// uses only links, the docs sidebar link and the docs version menu. A navbar item of another type needs its component
// here: without it the build fails with "No NavbarItem component found for type", so a missing one cannot go
// unnoticed.
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'docSidebar' | 'docsVersionDropdown' | 'search'> = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
