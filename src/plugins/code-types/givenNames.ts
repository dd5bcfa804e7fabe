/**
 * The names that fenced code blocks use without declaring them, as the examples of the API reference do: the
 * examples in the declarations' doc comments show one call or a few lines, on a `builder`, a `context` or a
 * `document` that the reader already has. A fenced block that uses one of these names without declaring it is
 * compiled with its declaration in front, out of sight (what twoslash calls the part before `---cut---`), so its
 * names get their types and the block is held to compile like every other. Any other undeclared name fails the build.
 * An example program, a file of its own, declares everything it uses.
 */
export const givenNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  current: {
    builder: 'declare const builder: anemos.Builder;',
    context: 'declare const context: anemos.BuildContext;',
    document: 'declare const document: anemos.Document;',
    deployment: 'declare const deployment: anemos.Document;',
    group: 'declare const group: anemos.DocumentGroup;',
    root: 'declare const root: anemos.Mapping;',
    env: 'declare const env: anemos.Sequence;',
  },
  '0.2': {
    builder: 'declare const builder: anemos.Builder;',
    context: 'declare const context: anemos.BuildContext;',
    document: 'declare const document: anemos.Document;',
    deployment: 'declare const deployment: anemos.Document;',
    group: 'declare const group: anemos.DocumentGroup;',
    service: 'declare const service: anemos.Document;',
    infrastructure: 'declare const infrastructure: anemos.Component;',
    applications: 'declare const applications: anemos.Component;',
    Database: 'declare class Database extends anemos.Component {}',
    WebApp: 'declare class WebApp extends anemos.Component {}',
  },
};

/** The module's namespace, which the given names are declared through, and which a block may use itself. */
export const moduleName = 'anemos';
export const moduleImport = `import * as ${moduleName} from "@ohayocorp/anemos";`;
