import type { ReactNode } from 'react';
import { kubernetesKinds, referencePage } from '@site/src/data/kubernetes-kinds/0.2';

/**
 * The table of the kinds `anemos.k8s` types in 0.2, from `src/data/kubernetes-kinds/0.2.ts`: the class of each, its
 * apiVersion, whether it is a workload, and its page in the Kubernetes API reference. Plain markup, rendered on the
 * server.
 */
export default function KubernetesKinds(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Class</th>
          <th scope="col">apiVersion</th>
          <th scope="col">Workload</th>
          <th scope="col">Kubernetes reference</th>
        </tr>
      </thead>
      <tbody>
        {kubernetesKinds.map((typed) => (
          <tr key={typed.kind} id={typed.kind.toLowerCase()}>
            <th scope="row">{typed.kind}</th>
            <td>
              <code>{`anemos.k8s.${typed.module}.${typed.kind}`}</code>
              {typed.topLevel && (
                <>
                  {' or '}
                  <code>{`anemos.k8s.${typed.kind}`}</code>
                </>
              )}
            </td>
            <td>
              <code>{typed.apiVersion}</code>
            </td>
            <td>{typed.workload ? 'Yes' : 'No'}</td>
            <td>
              <a href={referencePage(typed)}>{`${typed.kind} ${typed.module.split('.')[1]}`}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
