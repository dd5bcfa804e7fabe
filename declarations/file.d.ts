/**
 * Functions that read and write files and locate the running scripts.
 *
 * @remarks
 * Every path must resolve to a location inside the folder of the main script (the script
 * passed to `anemos build`). A path outside that folder makes the function throw an error.
 * {@link file.mainScriptDirectory} gives you that folder to build paths from.
 *
 * @example
 * ```ts
 * const nginxConfig = anemos.file.readAllText(anemos.file.mainScriptDirectory() + "/config/nginx.conf");
 *
 * builder.addDocument("config.yaml", {
 *     apiVersion: "v1",
 *     kind: "ConfigMap",
 *     metadata: { name: "nginx" },
 *     data: { "nginx.conf": nginxConfig },
 * });
 * ```
 */
export declare namespace file {
    /**
     * Reads a whole text file.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @returns The content of the file.
     */
    function readAllText(filePath: string): string;

    /**
     * Reads a whole file as bytes, for example a Helm chart archive for {@link HelmChart}.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @returns The content of the file.
     */
    function readAllBytes(filePath: string): Uint8Array;

    /**
     * Writes text to a file, replacing any existing content.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @param content - The text to write.
     */
    function writeAllText(filePath: string, content: string): void;

    /**
     * Writes bytes to a file, replacing any existing content.
     *
     * @param filePath - The path of the file, inside the main script's folder.
     * @param bytes - The bytes to write.
     */
    function writeAllBytes(filePath: string, bytes: Uint8Array): void;

    /**
     * Gives the path of the main script, the one passed to `anemos build`.
     *
     * @returns The path of the main script.
     */
    function mainScriptPath(): string;

    /**
     * Gives the folder of the main script, the one passed to `anemos build`.
     *
     * @returns The folder that contains the main script.
     */
    function mainScriptDirectory(): string;

    /**
     * Gives the path of the script that is running this call. Inside a file loaded with
     * `require`, this is that file, not the main script.
     *
     * @example
     * ```ts
     * // In lib/component.js, loaded from the main script with require("./lib/component"):
     * console.log(anemos.file.currentScriptPath()); // the path of lib/component.js
     * console.log(anemos.file.mainScriptPath()); // the path of the main script
     * ```
     *
     * @returns The path of the current script.
     */
    function currentScriptPath(): string;

    /**
     * Gives the folder of the script that is running this call. Inside a file loaded with
     * `require`, this is that file's folder.
     *
     * @returns The folder that contains the current script.
     */
    function currentScriptDirectory(): string;
}
