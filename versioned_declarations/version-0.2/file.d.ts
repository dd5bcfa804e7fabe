/**
 * Functions that read and write files and tell where the running scripts are.
 *
 * @remarks
 * Every path must resolve to a place inside the folder of the main script, the script given to
 * `anemos build`; a path outside it makes the function throw. Build paths from
 * {@link file.mainScriptDirectory} or {@link file.currentScriptDirectory}.
 *
 * @example
 * ```ts
 * const nginxConfig = anemos.file.readAllText(anemos.file.currentScriptDirectory() + "/config/nginx.conf");
 *
 * builder.addDocument({
 *     content: {
 *         apiVersion: "v1",
 *         kind: "ConfigMap",
 *         metadata: { name: "nginx" },
 *         data: { "nginx.conf": nginxConfig },
 *     },
 * });
 * ```
 */
export declare namespace file {
    /**
     * Reads a text file and returns its whole content.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @returns The text of the file.
     */
    function readAllText(filePath: string): string;

    /**
     * Reads a whole file as bytes, for example a packed Helm chart for {@link HelmChart}.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @returns The bytes of the file.
     */
    function readAllBytes(filePath: string): Uint8Array;

    /**
     * Writes text to a file, replacing what it held before.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @param content - The text to write.
     */
    function writeAllText(filePath: string, content: string): void;

    /**
     * Writes bytes to a file, replacing what it held before.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @param bytes - The bytes to write.
     */
    function writeAllBytes(filePath: string, bytes: Uint8Array): void;

    /**
     * Gives the path of the main script, the one given to `anemos build`.
     *
     * @returns The path of the main script.
     */
    function mainScriptPath(): string;

    /**
     * Gives the folder of the main script, the one given to `anemos build`.
     *
     * @returns The folder that holds the main script.
     */
    function mainScriptDirectory(): string;

    /**
     * Gives the path of the script that makes this call. In a file loaded with `require`, that is the
     * loaded file, not the main script.
     *
     * @example
     * ```ts
     * // In lib/component.js, loaded by the main script with require("./lib/component"):
     * console.log(anemos.file.currentScriptPath()); // the path of lib/component.js
     * console.log(anemos.file.mainScriptPath()); // the path of the main script
     * ```
     *
     * @returns The path of the current script.
     */
    function currentScriptPath(): string;

    /**
     * Gives the folder of the script that makes this call. In a file loaded with `require`, that is
     * the loaded file's folder.
     *
     * @returns The folder that holds the current script.
     */
    function currentScriptDirectory(): string;
}
