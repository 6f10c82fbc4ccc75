/**
 * The page is in the document twice until the app takes over: the copy keeps no
 * test ids and no ids of its own (none twice in a document), no hoisted preload
 * links, and a theme swatch that follows the page's theme (boot.js sets it).
 */
export function forSecondCopy(markup: string): string {
  return markup.replace(/<link rel="preload"[^>]*\/>/g, '').replace(/<[a-z][^>]*>/g, (tag) =>
    tag
      .replace(/ data-testid="[^"]*"/g, '')
      .replace(/ (id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g, (_all, name: string, value: string) => {
        const prefixed = value.split(' ').map((id) => `prerendered-${id}`).join(' ');
        return ` ${name}="${prefixed}"`;
      })
      .replace(/class="swatch theme-[a-z]+"/, 'class="swatch"'),
  );
}
