// Reads the `_headers` format shared by Cloudflare Pages and Netlify: a URL pattern on its own line, then
// indented `Name: value` lines. `*` in a pattern matches any run of characters.

/** @returns {{ pattern: RegExp, headers: Record<string, string> }[]} */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator === -1) {
      throw new Error(`Malformed _headers line: ${line}`);
    }
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Later rules override earlier ones for the same header, as on Cloudflare Pages. */
export function headersFor(rules, urlPath) {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers));
}
