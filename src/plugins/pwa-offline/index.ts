import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {precacheManifestTransform} from './precache';

/** Our service worker code, for plugin-pwa's `swCustom` option (see sw.js). */
export const swCustomPath = path.join(__dirname, 'sw.js');

/**
 * Offline reading on top of @docusaurus/plugin-pwa, which registers the worker: this plugin adds
 * the page-side half (client.ts) in production builds, where plugin-pwa is active.
 */
export default function pwaOfflinePlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'pwa-offline',
    getClientModules: () =>
      process.env.NODE_ENV === 'production' ? [path.join(__dirname, 'client.ts')] : [],
  };
}
