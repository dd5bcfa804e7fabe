import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import Text from '@site/src/components/CliReference/Text';
import { compatibilityRows } from '@site/src/data/releases';

/**
 * What runs where, one row per release and one for the Next snapshot, oldest first: shown on the installation page of
 * each docs version, from the data the release notes and the version badge also use.
 */
export default function CompatibilityTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">API model</th>
          <th scope="col">Kubernetes versions it knows</th>
          <th scope="col">Against a newer cluster</th>
          <th scope="col">Runs code for the row above unchanged</th>
        </tr>
      </thead>
      <tbody>
        {compatibilityRows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <Link to={row.href}>{row.name}</Link>
            </th>
            <td>{row.apiModel}</td>
            <td>{row.kubernetesVersions}</td>
            <td>
              <Text text={row.newerCluster} />
            </td>
            <td>{row.previousCodeRuns}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
