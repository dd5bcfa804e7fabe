import type { Mapping } from "./mapping";
import type { Sequence } from "./sequence";

/**
 * Presentation styles for a {@link Scalar} when it is written as YAML.
 *
 * @remarks
 * The style only changes how the value is printed, never the value itself. Refer to the members by
 * name: the numbers behind them are supplied by the native runtime and are an implementation detail.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * // Stored under the key greeting, this prints as: greeting: 'hello'
 * const quoted = new anemos.Scalar("hello", anemos.YamlStyle.SingleQuoted);
 *
 * // Stored under the key script, this prints as a block that keeps both lines. The text has no
 * // final line break, so the block header is |- rather than |:
 * // script: |-
 * //   echo one
 * //   echo two
 * const script = new anemos.Scalar("echo one\necho two", anemos.YamlStyle.Literal);
 * ```
 */
export declare enum YamlStyle {
    /** Writes the value without quotes, for example `name: web`. */
    Plain,
    /** Wraps the value in single quotes, for example `name: 'web'`. */
    SingleQuoted,
    /** Wraps the value in double quotes, for example `port: "8080"`. */
    DoubleQuoted,
    /**
     * Writes the value as a `|` block that keeps every line break. When the text does not end with
     * a line break, the block starts with `|-` instead.
     */
    Literal,
    /**
     * Writes the value as a `>` block, where single line breaks are read back as spaces. When the
     * text does not end with a line break, the block starts with `>-` instead.
     */
    Folded,
}

/**
 * A single YAML value, such as a string, a number, a boolean or null, together with the style used
 * to print it.
 *
 * @remarks
 * Scalars are the leaves of the YAML tree: they appear as values inside a {@link Mapping} or as
 * items of a {@link Sequence}, and every mapping key is a scalar as well. The value is always
 * stored as text; numbers and booleans passed in are converted to their text form.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * const replicas = new anemos.Scalar(3);
 * const enabled = new anemos.Scalar(true);
 * const port = new anemos.Scalar("8080", anemos.YamlStyle.DoubleQuoted);
 *
 * port.setValue(9090);
 * port.setStyle(anemos.YamlStyle.Plain);
 * ```
 */
export declare class Scalar {
    /**
     * Creates a scalar from a value and an optional style.
     *
     * @param value - The value to hold. Numbers and booleans are stored as their text form.
     * When omitted, the scalar holds an empty string.
     * @param style - How the value is printed. When omitted, {@link YamlStyle.Plain} is used.
     */
    constructor(value?: string | number | boolean, style?: YamlStyle);

    /**
     * Reads the value of the scalar.
     *
     * @returns The value as text, for example `"3"` for a scalar created from the number `3`.
     */
    getValue(): string;

    /**
     * Replaces the value of the scalar. The style stays the same.
     *
     * @param value - The new value. Numbers and booleans are stored as their text form.
     */
    setValue(value: string | number | boolean): void;

    /**
     * Changes how the value is printed in the YAML output.
     *
     * @param style - The new presentation style.
     */
    setStyle(style: YamlStyle): void;

    /**
     * Makes an independent copy of this scalar with the same value and style.
     *
     * @returns The new {@link Scalar}.
     */
    clone(): Scalar;
}
