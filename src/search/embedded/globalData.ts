/** What the plugin tells the browser: whether this build answers search from its embedded index. */
export type EmbeddedSearchGlobalData = { enabled: boolean };
