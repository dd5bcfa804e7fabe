/*
 * Globals that the Anemos script runtime provides. They are not exports of the
 * "@ohayocorp/anemos" module; index.d.ts references this file so that scripts can use them.
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
     * The extra arguments given after the script in `anemos build <js_file> [args...]`. It holds
     * only those arguments, without the path of an interpreter or of the script.
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
 * http(s) URL; the source is downloaded when the script runs. ES modules are not supported.
 *
 * @param module - The module name, relative path or URL.
 * @returns The exports of the module.
 */
declare function require(module: string): any;

/**
 * The current CommonJS module. Assign to `module.exports` to export values from a script.
 */
declare var module: {
    /** The values that `require` returns to other scripts loading this one. */
    exports: any;
};
