import type { ReactNode } from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type { WrapperProps } from '@docusaurus/types';

import { ReportProblemLink } from '@site/src/components/PageIssue';
import styles from './styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

// Readers who find a mistake but would not edit the source get a prefilled issue beside the edit link. Only docs
// pages name themselves for it (src/theme/DocItem/Footer); generated API pages have no edit link, so no report link.
export default function EditThisPageWrapper(props: Props): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      <ReportProblemLink className={styles.reportLink} />
    </>
  );
}
