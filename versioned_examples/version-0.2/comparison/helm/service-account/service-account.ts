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

// The chart's helper as a plain function that returns a boolean, not text.
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
  if (!isServiceAccountEnabled(options)) {
    return;
  }

  const release = options.name ?? "shop";

  // A typed Kubernetes object: the editor completes and checks its fields.
  const serviceAccount = new anemos.k8s.ServiceAccount({
    metadata: {
      name: options.serviceAccount?.name ?? `${release}-api`,
      namespace: options.namespace ?? "default",
      labels: {
        "app.kubernetes.io/name": "shop-api",
        "app.kubernetes.io/instance": release,
        // The user's labels are an object, merged in: no indentation to manage.
        ...options.serviceAccount?.labels,
      },
    },
  });

  // The release gets its own folder and its own apply set.
  const group = new anemos.DocumentGroup(release);
  group.addDocument(serviceAccount);
  builder.addDocumentGroup(group);
}
