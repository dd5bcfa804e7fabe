/**
 * CSP source expressions for the JavaScript a page runs inline: `<script>` elements without `src` (data blocks such
 * as JSON-LD are not scripts and are skipped) and event-handler attributes, which also need 'unsafe-hashes'.
 */
export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const isJavaScript = !type || type === 'text/javascript' || type === 'module';
    if (!/\bsrc=/i.test(attributes) && isJavaScript && body.length > 0) {
      hashes.add(`'sha256-${sha256Base64(body)}'`);
    }
  }
  let usesHandlers = false;
  for (const match of html.matchAll(/<[a-z][^>]*?\son[a-z]+=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    usesHandlers = true;
    hashes.add(`'sha256-${sha256Base64(match[1] ?? match[2] ?? match[3])}'`);
  }
  if (usesHandlers) {
    hashes.add("'unsafe-hashes'");
  }
  return [...hashes];
}
