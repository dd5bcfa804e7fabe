declare module "../document" {
    interface Document {
        /**
         * Sets one annotation in `.metadata.annotations`, creating `metadata` and `annotations` when they
         * are missing.
         *
         * @param key - The annotation key.
         * @param value - The annotation value.
         */
        setAnnotation(key: string, value: string): void;

        /**
         * Sets several annotations in `.metadata.annotations`.
         *
         * @remarks
         * Existing annotations with other keys are kept. When `.metadata.annotations` holds something
         * other than an object, such as the empty string some Helm charts leave there, it is replaced
         * with an empty object first.
         *
         * @param annotations - The annotations to set, as key-value pairs.
         */
        setAnnotations(annotations: { [key: string]: string }): void;
    }
}

export {};
