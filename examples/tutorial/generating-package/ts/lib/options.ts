// Settings of the example package. Every field is optional; missing fields get a default value.
export class Options {
  // Name of the Pod and of the document group that holds it.
  name?: string;
  // Namespace of the Pod.
  namespace?: string;
  // Container image the Pod runs.
  image?: string;
}
