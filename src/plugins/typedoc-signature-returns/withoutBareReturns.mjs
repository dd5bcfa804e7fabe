// A "Returns" section whose only content is the type adds nothing to the signature line above it, which already ends
// with that type; a Returns section that says what the value is stays.
const bareReturns = /^#{3,6} Returns\n\n[^\n]+\n+(?=#{1,6} |\*\*\*\n|(?![\s\S]))/gm;

/** The page's Markdown without its bare Returns sections. */
export function withoutBareReturns(markdown) {
  return markdown.replace(bareReturns, '');
}
