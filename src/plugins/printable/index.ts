import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {sectionIds} from '../../data/sections';
import {printableDocs, printablePath, type PrintableDoc} from './pages';

export interface PrintablePageProps {
  sectionLabel: string;
  docs: Pick<PrintableDoc, 'title' | 'permalink'>[];
}

/**
 * Adds /{section}/printable/ for every documentation section: all of the section's
 * pages, in sidebar order, on one page that opens the print dialog.
 */
export default function printablePagesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'printable-pages',
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const current = docsContent?.loadedVersions.find((v) => v.isLast) ?? docsContent?.loadedVersions[0];
      if (!current) throw new Error('printable-pages: the docs plugin loaded no version');
      const docsById = new Map<string, PrintableDoc>(current.docs.map((doc) => [doc.id, doc]));

      for (const section of sectionIds) {
        const sidebar = current.sidebars[section];
        const docs = sidebar ? printableDocs(sidebar, docsById) : [];
        const [sectionIndex] = docs;
        if (!sectionIndex) continue;
        const props: PrintablePageProps = {
          // The section index's title is the section's name in the page's language.
          sectionLabel: sectionIndex.title,
          docs: docs.map(({title, permalink}) => ({title, permalink})),
        };
        const propsPath = await actions.createData(`${section}.json`, JSON.stringify(props));
        // As `@site/…`, like the docs plugin's modules: an absolute path ends up in main.js, which
        // then tells readers where the site was built and changes size with the checkout's path.
        const propsModule = `@site/${path.relative(context.siteDir, propsPath).split(path.sep).join('/')}`;
        actions.addRoute({
          path: printablePath(current.path, section),
          component: '@theme/PrintablePage',
          exact: true,
          modules: {
            page: propsModule,
            contents: docs.map((doc) => ({content: doc.source})),
          },
        });
      }
    },
  };
}
