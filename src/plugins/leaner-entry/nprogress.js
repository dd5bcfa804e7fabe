// The classic theme's progress bar for client-side navigations (see index.ts), with the same delay and settings.
/* global window */
import '@docusaurus/theme-classic/lib/nprogress.css';

const delay = 200;
let progressBar;

function loadProgressBar() {
  progressBar ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return progressBar;
}

const clientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      // Starts the download at once, so the bar is there by the time the delay is over.
      const loading = loadProgressBar();
      const progressBarTimeout = window.setTimeout(() => {
        loading.then((nprogress) => nprogress.start());
      }, delay);
      return () => window.clearTimeout(progressBarTimeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    // Chained on the same promise as start(), so a bar that starts while the library downloads still ends.
    progressBar?.then((nprogress) => nprogress.done());
  },
};

export default clientModule;
