import fs from 'node:fs';
import path from 'node:path';
import {headScripts} from './afterPaint';

/** The part of Docusaurus's client manifest (react-loadable-ssr-addon's) that finds a page's scripts. */
export interface ClientManifest {
  entrypoints: string[];
  /** A chunk group by its name (the registry's `webpackChunkName`): the ids of its chunks. */
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
}

/**
 * The modules of Docusaurus's generated registry (`.docusaurus/registry.js`), each with the name of
 * the chunk that holds it (the `webpackChunkName` of its `import()`).
 */
export function registryModules(registry: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry =
    /^\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "[^"]+"\), "([^"]+)",/gm;
  for (const [, chunkName, moduleName] of registry.matchAll(entry)) modules.set(moduleName!, chunkName!);
  return modules;
}

/**
 * The manifest with each registry module's chunk group also under the module's name.
 *
 * Why: while it renders a page, react-loadable reports the modules the page used by the names the
 * registry gives them (`@site/docs/concepts/index.md`), and Docusaurus's SSG asks the manifest for
 * the scripts of those names; the manifest knows only chunk names, so each page's HTML named the
 * entry's two scripts only. `main.js` then requested the page's chunks itself, one `<script>` at a
 * time, a round trip before hydration (README, "Where the main-thread script goes").
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  modules: ReadonlyMap<string, string>,
): ClientManifest {
  const origins = {...manifest.origins};
  for (const [moduleName, chunkName] of modules) {
    // A module the entry also imports (the site config) is in main.js: it has no chunk of its own.
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[moduleName] = chunks;
  }
  if (Object.keys(origins).length === Object.keys(manifest.origins).length)
    throw new Error('first-paint: no module of the registry has a chunk group in the client manifest');
  return {...manifest, origins};
}

/**
 * A bundler plugin for the client build: once the bundle and its manifest are written, and before
 * the SSG reads the manifest, adds the module names to it.
 */
export class PageChunksPlugin {
  constructor(private readonly generatedFilesDir: string) {}

  apply(compiler: {hooks: {done: {tap: (name: string, callback: () => void) => void}}}): void {
    compiler.hooks.done.tap('first-paint-page-chunks', () => {
      const manifestFile = path.join(this.generatedFilesDir, 'client-manifest.json');
      // Nothing to add to without a manifest.
      if (!fs.existsSync(manifestFile)) return;
      const modules = registryModules(
        fs.readFileSync(path.join(this.generatedFilesDir, 'registry.js'), 'utf8'),
      );
      if (modules.size === 0) throw new Error('first-paint: no module found in the generated registry.js');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
      fs.writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, modules)));
    });
  }
}

/**
 * The page without the `<script src>` elements of its `<head>` that `keep` refuses: the offline app
 * shell keeps the scripts the service worker precaches, which are all it can load offline.
 */
export function withScriptsKept(html: string, keep: (src: string) => boolean): string {
  return headScripts(html).reduce((page, {tag, src}) => (keep(src) ? page : page.replace(tag, '')), html);
}
