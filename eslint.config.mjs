import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosted/',
      '.wrangler/',
      '.docusaurus/',
      'docs/api/',
      'versioned_docs/version-0.2/api/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      // The files `anemos new` writes, kept exactly as the tool generates them.
      'examples/templates/',
      'versioned_examples/*/templates/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', '_dogfooding/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Anemos scripts run in Anemos's CommonJS runtime, not in Node.js or a browser.
    files: ['examples/**/*.{js,ts}', 'versioned_examples/**/*.{js,ts}', 'static/examples/**/*.js', 'blog/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `// @ts-expect-error` alone marks a line whose compile error the example shows: the page puts the compiler's
      // message in its place (src/plugins/code-types/magicComments.ts), so the comment has no text of its own.
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': false }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.{ts,mjs}', '*.config.{ts,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        __dirname: 'readonly',
      },
    },
  },
  {
    files: ['tests/fixtures/gtag-stub.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', fetch: 'readonly', URLSearchParams: 'readonly' },
    },
  },
  {
    // Prettier keeps code within the 120-column line width but never rewraps a comment, so this holds comment lines
    // (whole-line and trailing) to the same width. Code lines pass wherever Prettier has to leave them long: at a
    // string, template literal, regular expression or URL. `max-len` is deprecated and stays in ESLint until v11;
    // `@stylistic/max-len` takes the same options.
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          comments: 120,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    files: ['**/*.d.ts'],
    // Ambient declarations need `declare var`, a triple-slash reference to the globals, and imports that exist only
    // for {@link} targets in TSDoc; `Object` and `Function` types are part of the documented API surface.
    rules: {
      'no-var': 'off',
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-wrapper-object-types': 'off',
    },
  },
);
