/**
 * The kind of environment a build targets, as a string. The constants of {@link environmentType}
 * hold the predefined values, but any string is accepted.
 *
 * @remarks
 * Components compare it to adapt what they generate, for example to run fewer replicas in
 * development. {@link BuildContext.isDevelopment} and {@link BuildContext.isProduction} check the two
 * most common values.
 */
export type EnvironmentType = string;

/** No particular environment: `"unknown"`. It is the type of the default environment of a {@link Builder}. */
export declare const unknown: EnvironmentType;

/** A development environment: `"dev"`. */
export declare const development: EnvironmentType;

/** A testing or staging environment: `"test"`. */
export declare const testing: EnvironmentType;

/** A production environment: `"prod"`. */
export declare const production: EnvironmentType;
