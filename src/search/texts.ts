import translations from '@theme/SearchTranslations';

/**
 * The modal's screen texts, from the theme's translations (so `i18n/en/code.json` overrides apply) with DocSearch's
 * own defaults where a translation is missing.
 */
export function searchScreenTexts() {
  const { errorScreen, noResultsScreen } = translations.modal ?? {};
  return {
    errorTitle: errorScreen?.titleText ?? 'Unable to fetch results',
    errorHelp: errorScreen?.helpText ?? 'You might want to check your network connection.',
    noResultsText: noResultsScreen?.noResultsText ?? 'No results for',
    suggestedQueryText: noResultsScreen?.suggestedQueryText ?? 'Try searching for',
    reportMissingResultsText: noResultsScreen?.reportMissingResultsText ?? 'Believe this query should return results?',
    reportMissingResultsLinkText: noResultsScreen?.reportMissingResultsLinkText ?? 'Let us know.',
  };
}
