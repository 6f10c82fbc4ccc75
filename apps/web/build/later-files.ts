import type { Rollup } from 'vite';

export interface LaterFiles {
  /** The signed-in frame and dashboard (the `home` chunk), the rest of English's messages, and their styles. */
  signedIn: string[];
  /** The other player pages (the `player` chunk) and their styles, fetched by the app when the first screen is quiet. */
  player: string[];
}

/** The files of the named chunks (vite.config.ts's groups) that the entry does not already bring, scripts then styles. */
export function laterFiles(bundle: Rollup.OutputBundle, entryFiles: string[]): LaterFiles {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const filesOf = (names: string[]) => {
    const picked = chunks.filter((chunk) => names.includes(chunk.name) && !chunk.isEntry);
    const scripts = picked.flatMap((chunk) => [chunk.fileName, ...chunk.imports]).map((file) => `/${file}`);
    const styles = picked.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).map((file) => `/${file}`);
    return [...new Set([...scripts.filter((href) => !entryFiles.includes(href)), ...styles])];
  };
  return { signedIn: filesOf(['home', 'en-later']), player: filesOf(['player']) };
}
