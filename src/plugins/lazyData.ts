import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';

/**
 * Build-time data that the browser loads on demand: the plugin writes it with `createData`,
 * and components `import()` it under `alias`, so it becomes its own chunk instead of global data.
 */
export function lazyDataModule(context: LoadContext, pluginName: string, fileName: string, alias: string) {
  let dataPath: string | undefined;
  return {
    async write(actions: PluginContentLoadedActions, data: unknown): Promise<void> {
      dataPath = await actions.createData(fileName, JSON.stringify(data));
    },
    /** `configureWebpack` result: before the data is written, the path createData will use. */
    webpackConfig() {
      const target = dataPath ?? path.join(context.generatedFilesDir, pluginName, 'default', fileName);
      return {resolve: {alias: {[`${alias}$`]: target}}};
    },
  };
}
