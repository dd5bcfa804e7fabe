/**
 * Writes a value as YAML text, in the same style as the manifests Anemos writes.
 *
 * @remarks
 * Indentation is two spaces. Strings are double-quoted, except multi-line strings, which become
 * literal blocks. Numbers that are not integers are written with six decimals, so `1.5` becomes
 * `1.500000`. `null` is written as `null`, and `undefined` properties are left out. Keys keep the
 * order of the object; the reordering of known Kubernetes fields in written manifests comes from
 * {@link Builder.sortFields}, not from this function.
 *
 * @example
 * ```ts
 * const yaml = anemos.serializeToYaml({ name: "web", replicas: 2, labels: { app: "web" } });
 * // name: "web"
 * // replicas: 2
 * // labels:
 * //   app: "web"
 * ```
 *
 * @param data - The value to write, usually an object or a {@link Document}.
 * @returns The YAML text.
 */
export declare function serializeToYaml(data: any): string;
