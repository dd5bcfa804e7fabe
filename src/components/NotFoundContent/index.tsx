import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's not-found text, then the places readers who land there most likely wanted: the stock text offers no way
 * forward. src/theme/NotFound/Content loads it where it is shown.
 */
export default function NotFoundContentWithLinks(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav aria-label="Where to go from here" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <ul>
              <li>
                <Link to="/">Go to the home page</Link>
              </li>
              <li>
                <Link to="/docs/">Read the documentation</Link>
              </li>
              <li>
                <Link to="/blog/">Browse the blog</Link>
              </li>
              <li>
                <Link to="/search/">Search the site</Link>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
