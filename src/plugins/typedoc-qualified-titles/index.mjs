// TypeDoc plugin (loaded through typedoc.json). Members of a namespace get titles with their short name, so the five
// `Options` classes would all be titled "Class: Options". This qualifies the page heading with the namespace path:
// "Class: apply.Options", "Function: file.readAllText()", "Variable: steps.modify".
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const { model } = page;
    if (!page.contents || !model?.parent?.kindOf?.(ReflectionKind.Namespace)) {
      return;
    }
    const kind = ReflectionKind.singularString(model.kind);
    const shortName = `${model.name}${model.signatures?.length ? '()' : ''}`;
    const qualifiedName = `${model.getFullName()}${model.signatures?.length ? '()' : ''}`;
    page.contents = page.contents.replace(`# ${kind}: ${shortName}`, `# ${kind}: ${qualifiedName}`);
  });
}
