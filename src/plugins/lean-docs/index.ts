/**
 * @docusaurus/plugin-content-docs with a lighter version route. Its props (every doc page's first
 * view: the sidebars and a map of every doc) list each doc's description, which only theme-classic's
 * DocCard reads, for generated category indexes and DocCardList, neither of which this site uses;
 * the descriptions were more than half of that chunk (8 of 14 KiB gzip in English, 10.5 in Chinese).
 * Each doc page's own description, in its `<meta>` tag and metadata, is untouched.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** A route with the descriptions dropped from the version metadata in its props and its children's. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const lean: RouteConfig = route.routes
    ? {...route, routes: route.routes.map(withoutDocDescriptions)}
    : route;
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (!version?.docs) return lean;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {...lean, props: {...route.props, version: {...version, docs}}};
}

export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const {contentLoaded} = docs;
  return {
    ...docs,
    contentLoaded: contentLoaded
      ? (args) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)),
            },
          })
      : undefined,
  };
}

export {validateOptions};
