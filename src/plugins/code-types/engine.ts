// The type information of code blocks, computed with the TypeScript language service itself rather than with
// `twoslash`. The service answers the three questions a hover needs from one program: what a name is (quick info, the
// text an editor shows), where it is declared (definitions, which tell an API name from a local one and find its
// reference page), and what fails to compile (diagnostics). twoslash returns the first and the last, but not where a
// name is declared, so the links would need the service anyway; it also has notations of its own (`// @errors`,
// `// ---cut---`) where `// @ts-expect-error` is one that `npm run typecheck` checks too. The programs are built from
// the very tsconfig files that `npm run typecheck` reads, so a tooltip says what the compiler says. No dependency is
// added: the site already builds with `typescript`.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { BlockTypes, CompileError, Tip } from '../../components/CodeTypes/blockTypes';
import { apiNames } from './apiNames.ts';
import { displayedCode } from './magicComments.ts';
import { firstSentence } from './firstSentence.ts';
import { givenNames, moduleImport, moduleName } from './givenNames.ts';
import { referenceUrl } from './referenceUrl.ts';
import { docsVersionLayouts, tsconfigOf, type DocsVersionLayout } from './versions.ts';

/** A code block: the file it shows (an example, or the file its text was written to for a fenced block), its text. */
export interface Block {
  readonly file: string;
  readonly text: string;
  /** For a fenced block, whose file is no example: the docs version of its page. */
  readonly version?: string;
}

export interface ComputedTypes {
  readonly types: BlockTypes;
  /** Every file the result depends on: the block's program (library files aside), its tsconfig files, the links. */
  readonly dependencies: readonly string[];
}

/** The file src/plugins/typedoc-reference-urls writes beside each API reference. */
const referenceUrlsFile = 'reference-urls.json';

/** The module name that examples import the declarations by (`paths` in each version's tsconfig). */
const modulePath = '@ohayocorp/anemos';

/** The compiler's errors for a name that nothing declares: "Cannot find name 'x'", with or without a suggestion. */
const undeclaredNameCodes = new Set([2304, 2503, 2552, 2584]);

/** The names a top-level statement declares. */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    return [
      ...(clause?.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
    ];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

/** The quick info kinds that say nothing a reader would miss: a string literal's or a keyword's. */
const silentKinds = new Set<string>([ts.ScriptElementKind.string, ts.ScriptElementKind.keyword, '']);

interface Project {
  readonly version: DocsVersionLayout;
  readonly tsconfig: string;
  /** The files the tsconfig covers, and the global declarations among them, which every block sees. */
  readonly files: ReadonlySet<string>;
  readonly globalDeclarations: readonly string[];
  readonly configFiles: readonly string[];
  readonly service: ts.LanguageService;
  /** The text each block's file has in the service, instead of the file on disk. */
  readonly blockTexts: Map<string, { text: string; version: number }>;
  root: string | undefined;
}

export class CodeTypes {
  private readonly siteDir: string;
  private readonly versions: DocsVersionLayout[];
  private readonly registry = ts.createDocumentRegistry();
  private readonly projects = new Map<string, Project>();

  constructor(siteDir: string) {
    this.siteDir = siteDir;
    this.versions = docsVersionLayouts(siteDir);
  }

  /**
   * The tsconfig that `npm run typecheck` checks the block with, and the docs version of its declarations; none for a
   * file that no tsconfig covers. The tsconfigs leave out on purpose only the JavaScript package templates: files the
   * tool writes, shown byte for byte, whose JSDoc fails strict checking. Their TypeScript twins are checked and typed.
   */
  private projectOf(block: Block): Project | undefined {
    const language = /\.[cm]?tsx?$/.test(block.file) ? 'ts' : 'js';
    if (block.version !== undefined) {
      const version = this.versions.find((candidate) => candidate.name === block.version);
      if (!version) {
        throw new Error(`${block.file}: no docs version ${block.version}`);
      }
      return this.project(version, tsconfigOf(version, language));
    }
    for (const version of this.versions) {
      const project = this.project(version, tsconfigOf(version, language));
      if (project.files.has(block.file)) {
        return project;
      }
    }
    return undefined;
  }

  private project(version: DocsVersionLayout, tsconfig: string): Project {
    const known = this.projects.get(tsconfig);
    if (known) {
      return known;
    }
    const configFiles = [tsconfig];
    const parsed = ts.getParsedCommandLineOfConfigFile(
      tsconfig,
      {},
      {
        ...ts.sys,
        readFile: (file) => {
          configFiles.push(file);
          return ts.sys.readFile(file);
        },
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) {
      throw new Error(`${tsconfig} cannot be read`);
    }
    const declared = parsed.options.paths?.[modulePath]?.[0];
    const declarations = declared && path.resolve(parsed.options.pathsBasePath as string, declared);
    if (declarations !== path.join(version.declarations, 'index.d.ts')) {
      throw new Error(`${tsconfig} maps ${modulePath} to ${declared}, not to the declarations of its docs version`);
    }
    const blockTexts = new Map<string, { text: string; version: number }>();
    const project: Project = {
      version,
      tsconfig,
      files: new Set(parsed.fileNames),
      globalDeclarations: parsed.fileNames.filter((file) => file.endsWith('.d.ts')),
      configFiles: [...new Set(configFiles)],
      blockTexts,
      root: undefined,
      service: ts.createLanguageService(
        {
          getScriptFileNames: () => [...project.globalDeclarations, ...(project.root ? [project.root] : [])],
          getScriptVersion: (file) =>
            String(blockTexts.get(file)?.version ?? ts.sys.getModifiedTime?.(file)?.getTime() ?? 0),
          getScriptSnapshot: (file) => {
            const text = blockTexts.get(file)?.text ?? ts.sys.readFile(file);
            return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
          },
          getCurrentDirectory: () => this.siteDir,
          getCompilationSettings: () => parsed.options,
          getDefaultLibFileName: ts.getDefaultLibFilePath,
          fileExists: (file) => blockTexts.has(file) || ts.sys.fileExists(file),
          readFile: (file) => blockTexts.get(file)?.text ?? ts.sys.readFile(file),
          readDirectory: ts.sys.readDirectory,
          directoryExists: ts.sys.directoryExists,
          getDirectories: ts.sys.getDirectories,
        },
        this.registry,
      ),
    };
    this.projects.set(tsconfig, project);
    return project;
  }

  /** The types of a block's names and its intended errors; throws when the block does not compile as marked. */
  compute(block: Block): ComputedTypes | undefined {
    const project = this.projectOf(block);
    if (!project) {
      return undefined;
    }
    // A fenced block's file is only where its text was written down; it compiles as a file of its version's examples.
    const file =
      block.version === undefined ? block.file : path.join(project.version.examples, path.basename(block.file));
    const { code, errorLines, sourceLines } = displayedCode(block.text);
    const label = (line: number) => `${path.relative(this.siteDir, block.file)}:${(sourceLines[line] ?? line) + 1}`;
    const preamble = block.version === undefined ? '' : this.preambleOf(project, file, code);
    const program = this.program(project, file, `${preamble}${code}`);
    const source = program.getSourceFile(file)!;
    const hiddenLines = preamble.split('\n').length - 1;
    /** A position of the compiled text as a line and column of the code the block shows. */
    const shown = (position: number) => {
      const { line, character } = source.getLineAndCharacterOfPosition(position);
      return { line: line - hiddenLines, character };
    };

    const errors: CompileError[] = [];
    for (const diagnostic of this.diagnostics(project, file)) {
      const start = shown(diagnostic.start ?? 0);
      const message = this.withoutSitePaths(project, ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      if (!errorLines.includes(start.line)) {
        throw new Error(
          `${label(start.line)}:${start.character + 1}: TS${diagnostic.code}: ${message} (not marked // @ts-expect-error)`,
        );
      }
      const lineLength = code.split('\n')[start.line]!.length;
      const end = shown((diagnostic.start ?? 0) + (diagnostic.length ?? 0));
      errors.push({
        line: start.line,
        start: start.character,
        end: Math.max(start.character + 1, end.line === start.line ? end.character : lineLength),
        code: `TS${diagnostic.code}`,
        message,
      });
    }
    for (const line of errorLines) {
      if (!errors.some((error) => error.line === line)) {
        throw new Error(`${label(line)}: marked // @ts-expect-error, but compiles`);
      }
    }

    const names = apiNames(program, this.entryPoint(project));
    const urls = this.referenceUrls(project.version);
    const tips: Tip[] = [];
    const tipIndex = new Map<string, number>();
    const marks: [number, number, number, number][] = [];
    const visit = (node: ts.Node): void => {
      if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && node.getStart(source) >= preamble.length) {
        const tip = this.tipAt(project, file, node.getStart(source), names, urls);
        if (tip) {
          const key = JSON.stringify(tip);
          if (!tipIndex.has(key)) {
            tipIndex.set(key, tips.push(tip) - 1);
          }
          const start = shown(node.getStart(source));
          marks.push([start.line, start.character, start.character + node.getWidth(source), tipIndex.get(key)!]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);

    const dependencies = new Set([...project.configFiles, path.join(project.version.reference, referenceUrlsFile)]);
    for (const dependency of program.getSourceFiles()) {
      if (!program.isSourceFileDefaultLibrary(dependency) && dependency.fileName !== file) {
        dependencies.add(dependency.fileName);
      }
    }
    return { types: { tips, names: marks, errors }, dependencies: [...dependencies] };
  }

  /** The program of one block: the block's file with the given text, and the global declarations of its tsconfig. */
  private program(project: Project, file: string, text: string): ts.Program {
    const known = project.blockTexts.get(file);
    if (known?.text !== text) {
      project.blockTexts.set(file, { text, version: (known?.version ?? 0) + 1 });
    }
    project.root = file;
    return project.service.getProgram()!;
  }

  private diagnostics(project: Project, file: string): ts.Diagnostic[] {
    return [...project.service.getSyntacticDiagnostics(file), ...project.service.getSemanticDiagnostics(file)];
  }

  /** The declarations a fenced block takes as given (./givenNames.ts), for the names it uses without declaring. */
  private preambleOf(project: Project, file: string, code: string): string {
    const source = this.program(project, file, code).getSourceFile(file)!;
    const given = givenNames[project.version.name] ?? {};
    const missing = new Set(
      this.diagnostics(project, file)
        .filter((diagnostic) => undeclaredNameCodes.has(diagnostic.code) && diagnostic.start !== undefined)
        .map((diagnostic) => code.slice(diagnostic.start, diagnostic.start! + diagnostic.length!))
        .filter((name) => Object.hasOwn(given, name) || name === moduleName),
    );
    if (missing.size === 0) {
      return '';
    }
    const declaresModule = source.statements.some((statement) => declaredNames(statement).includes(moduleName));
    missing.delete(moduleName);
    const lines = [...(declaresModule ? [] : [moduleImport]), ...[...missing].map((name) => given[name]!)];
    return `${lines.join('\n')}\n`;
  }

  private entryPoint(project: Project): string {
    return path.join(project.version.declarations, 'index.d.ts');
  }

  private tipAt(
    project: Project,
    file: string,
    position: number,
    names: ReadonlyMap<string, string>,
    urls: Readonly<Record<string, string>>,
  ): Tip | undefined {
    const info = project.service.getQuickInfoAtPosition(file, position);
    if (!info || silentKinds.has(info.kind)) {
      return undefined;
    }
    // An imported name's quick info ends with the import or export line itself ("(alias) class X…\nexport X").
    const display = ts.displayPartsToString(info.displayParts);
    const signature = this.withoutSitePaths(
      project,
      display.startsWith('(alias) ') ? display.replace(/\n(?:export|import) [\w$]+$/, '') : display,
    );
    const doc = firstSentence(ts.displayPartsToString(info.documentation));
    const declarations = `${project.version.declarations}${path.sep}`;
    const definitions = (project.service.getDefinitionAtPosition(file, position) ?? []).filter((definition) =>
      definition.fileName.startsWith(declarations),
    );
    const api = definitions.length > 0;
    // The module itself (`anemos`) is the reference's index, which TypeDoc files under no item name.
    const name = definitions
      .map((definition) =>
        definition.fileName === this.entryPoint(project) && definition.kind === ts.ScriptElementKind.moduleElement
          ? ''
          : names.get(`${definition.fileName}:${definition.textSpan.start}`),
      )
      .find((candidate) => candidate !== undefined);
    const routerUrl = name === '' ? 'index.mdx' : name === undefined ? undefined : urls[name];
    return {
      signature,
      ...(doc ? { doc } : {}),
      ...(api ? { api: true as const } : {}),
      ...(routerUrl ? { href: referenceUrl(project.version.route, routerUrl) } : {}),
    };
  }

  private referenceUrlsCache = new Map<string, { mtime: number; urls: Record<string, string> }>();

  /** The reference's address of each documented item, as src/plugins/typedoc-reference-urls wrote them. */
  private referenceUrls(version: DocsVersionLayout): Record<string, string> {
    const file = path.join(version.reference, referenceUrlsFile);
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) {
      throw new Error(`${file} is missing: TypeDoc writes it when it generates the API reference`);
    }
    const known = this.referenceUrlsCache.get(file);
    if (known?.mtime === mtime) {
      return known.urls;
    }
    const urls = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    this.referenceUrlsCache.set(file, { mtime, urls });
    return urls;
  }

  /** Compiler texts name files by their absolute paths; a reader knows the declarations by their module name. */
  private withoutSitePaths(project: Project, text: string): string {
    const named = text.replaceAll(
      `import("${path.join(project.version.declarations, 'index')}")`,
      `import("${modulePath}")`,
    );
    const relative = named.replaceAll(`${this.siteDir}${path.sep}`, '');
    if (relative.includes(this.siteDir)) {
      throw new Error(`A compiler text names a path of this machine: ${relative}`);
    }
    return relative;
  }
}
