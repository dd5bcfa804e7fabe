import * as anemos from "@ohayocorp/anemos";

export class Options {
  name?: string;
  namespace?: string;
  global?: { enabled?: boolean };
  api?: { enabled?: boolean };
  serviceAccount?: {
    create?: boolean;
    name?: string;
    labels?: Record<string, string>;
  };
}

// The decision the Helm helper makes, as an ordinary function that returns a boolean.
// When api.enabled is not set, the package-wide global.enabled decides.
function isServiceAccountEnabled(options: Options): boolean {
  const apiEnabled = options.api?.enabled ?? options.global?.enabled ?? true;
  const create = options.serviceAccount?.create ?? true;

  return apiEnabled && create;
}

export function addServiceAccount(
  builder: anemos.Builder,
  options: Options,
): void {
  builder.onGenerateResources((context) => {
    if (!isServiceAccountEnabled(options)) {
      return;
    }

    const release = options.name ?? "shop";
    const namespace = options.namespace ?? "default";
    const name = options.serviceAccount?.name ?? `${release}-api`;

    const serviceAccount = anemos.parseDocument(
      "serviceaccount.yaml",
      `
            apiVersion: v1
            kind: ServiceAccount
            metadata:
              name: ${name}
              namespace: ${namespace}
              labels:
                app.kubernetes.io/name: shop-api
                app.kubernetes.io/instance: ${release}
            `,
    );

    // User labels are a plain map: no indentation to get right.
    serviceAccount.setLabels(options.serviceAccount?.labels ?? {}, [
      anemos.LabelNodes.metadataLabels,
    ]);

    const group = new anemos.DocumentGroup(release);
    group.addDocument(serviceAccount);
    context.addDocumentGroup(group);
  });
}
