/**
 * index.html with the markup in #root and the landing script instead of the app's entry and its
 * preloads. Fails loudly when index.html no longer has the shape this expects.
 */
export function landingPageFrom(indexHtml: string, markup: string, scriptPath: string): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
    return html.replace(pattern, () => replacement);
  };
  let page = replaceOnce(
    indexHtml,
    /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
    `<script type="module" crossorigin src="${scriptPath}"></script>`,
    "module script (the app's entry)",
  );
  page = page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  page = replaceOnce(page, /<div id="root"><\/div>/, `<div id="root">${markup}</div>`, 'empty #root');
  return page.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}
