import type {LoadContext, Plugin} from '@docusaurus/types';
import {lazyDataModule} from '../lazyData';
import type {StarterKitsData} from '../../data/starterKits';
import {deriveStarterKits, type RawStarterProject} from './rows';

export const STARTER_KITS_DATA_ALIAS = '@webpack-site/starter-kits-data';

export function loadStarterKits(): StarterKitsData {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const db = require('javascriptstuff-db/react-starter-projects') as {projects: RawStarterProject[]};
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {version} = require('javascriptstuff-db/package.json') as {version: string};
  return {source: {name: 'javascriptstuff-db', version}, kits: deriveStarterKits(db.projects)};
}

/** Derives the starter-kits table from javascriptstuff-db at build time. */
export default function starterKitsPlugin(context: LoadContext): Plugin<StarterKitsData> {
  const data = lazyDataModule(context, 'webpack-starter-kits', 'starter-kits.json', STARTER_KITS_DATA_ALIAS);
  return {
    name: 'webpack-starter-kits',
    async loadContent() {
      return loadStarterKits();
    },
    async contentLoaded({content, actions}) {
      await data.write(actions, content);
    },
    configureWebpack: () => data.webpackConfig(),
  };
}
