import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {classUsage, pruneCss, pruneUnreadProperties} from './prune';

/** The built files whose text says which classes the site uses: every page and script. */
function builtText(outDir: string, otherLocales: readonly string[]): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Another locale's pages are built apart; pagefind's bundle holds no markup of the site's.
        if (dir === outDir && (otherLocales.includes(entry.name) || entry.name === 'pagefind')) continue;
        walk(file);
      } else if (/\.(html|js)$/.test(entry.name)) {
        texts.push(fs.readFileSync(file, 'utf8'));
      }
    }
  };
  walk(outDir);
  return texts.join('\n');
}

/**
 * Drops the rules of the stylesheet that no page or script can use (`prune.ts`): a fifth of it was
 * Infima's utilities and components the site has none of; then the custom properties nothing reads
 * (every page inlines the `:root` rule that declares most of them). Runs once per locale,
 * synchronously at the start of postBuild, so that plugin-pwa (listed after it) reads the pruned
 * file when it lists the files to precache.
 */
export default function cssPrunePlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'css-prune',
    postBuild({outDir}) {
      const otherLocales = context.i18n.locales.filter((locale) => locale !== context.i18n.currentLocale);
      const cssDir = path.join(outDir, 'assets', 'css');
      const text = builtText(outDir, otherLocales);
      const isUsed = classUsage(text);
      for (const name of fs.readdirSync(cssDir).filter((file) => file.endsWith('.css'))) {
        const file = path.join(cssDir, name);
        const before = fs.readFileSync(file, 'utf8');
        const rules = pruneCss(before, isUsed);
        const {css, removed: properties} = pruneUnreadProperties(rules.css, text);
        fs.writeFileSync(file, css);
        console.log(
          `[css-prune] ${path.relative(context.siteDir, file)}: ${rules.removed} unused rules and ` +
            `${properties} unread custom properties dropped, ` +
            `${(before.length / 1024).toFixed(1)} → ${(css.length / 1024).toFixed(1)} KiB`,
        );
      }
      return Promise.resolve();
    },
  };
}
