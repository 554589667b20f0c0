import path from 'node:path';

export {precacheManifestTransform} from './precache';

/** Our service worker code, for plugin-pwa's `swCustom` option (see sw.js). */
export const swCustomPath = path.join(__dirname, 'sw.js');

/** Our registration of the worker, for plugin-pwa's `swRegister` option (see registerSw.ts). */
export const swRegisterPath = path.join(__dirname, 'registerSw.ts');
