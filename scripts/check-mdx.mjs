// Compiles MDX files the way Docusaurus parses them, to report syntax errors without a full site build.
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] });
    console.log(`ok   ${file}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${file}: ${error.message}`);
  }
}
process.exitCode = failed ? 1 : 0;
