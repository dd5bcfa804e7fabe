/*
 * Globals that the script runtime of Anemos 0.2 provides. They are not exports of the
 * "@ohayocorp/anemos" module; index.d.ts references this file so that scripts can use them.
 *
 * v0.2.1 declares console, process and require, but not `module`: in a JavaScript file,
 * TypeScript understands `module.exports` on its own, and TypeScript files use `export`.
 */

/**
 * A minimal console for writing messages to the output of `anemos build`.
 */
declare var console: {
    /**
     * Writes the given values to the build output.
     *
     * @param data - The values to write.
     */
    log(...data: any[]): void;
};

/**
 * Information about the running Anemos process.
 */
declare var process: {
    /**
     * The extra arguments given after the script in `anemos build <js_file> [args...]`; put them after
     * `--` so that `anemos` does not read them as its own flags. Only those arguments are listed:
     * neither the `anemos` binary nor the script path is included.
     */
    argv: string[];

    /** The environment variables of the process. A variable that is not set reads as `undefined`. */
    env: { [key: string]: string | undefined };

    /**
     * Changes the working directory of the process.
     *
     * @param directory - The folder to switch to.
     */
    chdir(directory: string): void;

    /**
     * Gives the working directory of the process.
     *
     * @returns The path of the working directory.
     */
    cwd(): string;
};

/**
 * Loads a CommonJS module and returns its exports.
 *
 * @remarks
 * Besides `"@ohayocorp/anemos"`, installed packages and relative paths, the module can be an
 * http(s) URL; the file is downloaded when the script runs. ES modules are not supported.
 *
 * @param module - The module name, relative path or URL.
 * @returns The exports of the module.
 */
declare function require(module: string): any;

/**
 * Text helpers that Anemos adds to every string. They do the same as the functions of the
 * same names that `@ohayocorp/anemos` exports, and add Base64, which is available only here.
 */
interface String {
    /**
     * Adds spaces in front of every line of this text except the first.
     *
     * @param numberOfSpaces - How many spaces to add to each line after the first.
     * @returns The indented text.
     */
    indent(numberOfSpaces: number): string;

    /**
     * Removes the indentation that all non-blank lines of this text share.
     *
     * @returns The text without the shared indentation.
     */
    dedent(): string;

    /**
     * Turns this text into a name that Kubernetes accepts for objects and label values.
     *
     * @returns The converted name, for example `"my-app-v2"` for `"My App_v2"`.
     */
    toKubernetesIdentifier(): string;

    /**
     * Encodes this text in Base64.
     *
     * @returns The Base64 form of the text's UTF-8 bytes.
     */
    base64Encode(): string;

    /**
     * Decodes this Base64 text.
     *
     * @remarks
     * When the text is not valid Base64, v0.2.1 does not throw: the call returns an error object
     * instead of a string.
     *
     * @returns The decoded text.
     */
    base64Decode(): string;
}
