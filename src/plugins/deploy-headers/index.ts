import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteRedirects} from '../../data/redirects';
import {externalLinks, stackBlitzOrigin} from '../../data/site';
import {afterPaintLoaderHash} from '../first-paint/afterPaint';
import {formatHeadersFile, formatRedirectsFile, type Redirect} from './hostFiles.mjs';
import {
  contentSecurityPolicy,
  deployRules,
  inlineScriptHashes,
  localizedRedirects,
  vercelConfig,
} from './policy';

export interface DeployHeadersOptions {
  /**
   * Old URLs, answered with a 301 by the host (the client-side redirect pages stay as a fallback);
   * the site's own (src/data/redirects.ts) when not given. Not set in docusaurus.config.ts, whose
   * plugin options every page's main.js carries.
   */
  readonly redirects?: readonly Redirect[];
  /** Algolia DocSearch's application id, when the site searches with it. */
  readonly algoliaAppId?: string;
  /** Whether Google Analytics (gtag) is on. */
  readonly analytics?: boolean;
}

/** Origins the browser talks to beyond our own, by CSP directive. */
export function externalSources({algoliaAppId, analytics}: DeployHeadersOptions) {
  const connect: string[] = [];
  const script: string[] = [];
  if (algoliaAppId) {
    const app = algoliaAppId.toLowerCase();
    connect.push(`https://${app}-dsn.algolia.net`, 'https://*.algolianet.com', 'https://insights.algolia.io');
  }
  if (analytics) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  // The chat room opens in a frame; a project panel's Open in StackBlitz posts a form there
  // (@stackblitz/sdk's openProject), the only form that leaves the site.
  return {
    connect,
    script,
    frame: [new URL(externalLinks.chatRoom).origin],
    form: [stackBlitzOrigin],
  };
}

/** Every file under `dir`, as slash-separated paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes the site's host configuration from the real build output: `_headers` and `_redirects`
 * (Netlify, Cloudflare Pages; scripts/serve.mjs reads them too) and `vercel.json`. The
 * Content-Security-Policy lists the hash of every inline script the pages hold.
 *
 * Each locale is built on its own and runs postBuild once it is written; the files go to the
 * site's root and cover every locale found there, so after the last locale they cover the site.
 * The client-side redirect pages are left out of the scan: the host answers their URLs with a
 * 301 (and plugin-client-redirects writes them during this same postBuild phase).
 */
export default function deployHeadersPlugin(
  context: LoadContext,
  options: DeployHeadersOptions = {},
): Plugin<void> {
  const {i18n} = context;
  // Each locale's base URL, relative to the default locale's (the site's root): '' and 'zh/'.
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  const prefixOf = (baseUrl: string) => baseUrl.slice(siteBaseUrl.length);
  return {
    name: 'deploy-headers',
    async postBuild({outDir}) {
      const localeDepth = prefixOf(context.baseUrl).split('/').filter(Boolean).length;
      const siteDir = path.resolve(outDir, ...Array<string>(localeDepth).fill('..'));
      // A single-locale build (`--locale en`) puts every locale at the root: one prefix, ''.
      const localePrefixes = [
        ...new Set(i18n.locales.map((locale) => prefixOf(i18n.localeConfigs[locale]!.baseUrl))),
      ].filter((prefix) => fs.existsSync(path.join(siteDir, prefix, 'index.html')));
      const redirects = localizedRedirects(options.redirects ?? siteRedirects, localePrefixes);
      const redirectPages = new Set(redirects.map(({from}) => `${from.slice(1)}index.html`));

      const files = filesUnder(siteDir);
      // The first-paint plugin adds its loader to the pages during this same postBuild phase, so
      // the scan below may run before it: its hash is added as the plugin computes it.
      const scriptHashes = new Set<string>([afterPaintLoaderHash]);
      for (const file of files) {
        if (!file.endsWith('.html') || redirectPages.has(file)) continue;
        for (const hash of inlineScriptHashes(fs.readFileSync(path.join(siteDir, file), 'utf8'))) {
          scriptHashes.add(hash);
        }
      }
      const rules = deployRules({
        contentSecurityPolicy: contentSecurityPolicy({
          scriptHashes: [...scriptHashes],
          ...externalSources(options),
        }),
        hashedDirectories: localePrefixes
          .filter((prefix) => fs.existsSync(path.join(siteDir, prefix, 'assets')))
          .map((prefix) => `/${prefix}assets/`),
        // Named, not looked for: plugin-pwa writes them during this same postBuild phase.
        workerScripts: localePrefixes.map((prefix) => `/${prefix}sw.js`),
      });
      fs.writeFileSync(path.join(siteDir, '_headers'), formatHeadersFile(rules));
      fs.writeFileSync(path.join(siteDir, '_redirects'), formatRedirectsFile(redirects));
      fs.writeFileSync(
        path.join(siteDir, 'vercel.json'),
        `${JSON.stringify(vercelConfig(rules, redirects), null, 2)}\n`,
      );
    },
  };
}
