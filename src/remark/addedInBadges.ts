/**
 * Remark plugin: on the configuration pages, appends an "Added in 5.x" badge to the heading of
 * every option that arrived after webpack 5.0.0, read from src/data/optionHistoryData.json (generated
 * from the schema of every 5.x release, never written by hand). The badge is a plain `<span>`
 * added after Docusaurus has collected the table of contents, so the TOC and the anchors stay
 * the option paths.
 */
import type {Heading, PhrasingContent, Root} from 'mdast';
import type {Plugin} from 'unified';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {addedIn, optionHistory} from '../data/optionHistory';
import {isChineseSource} from './zhFieldLines';
import type {OptionHistory} from '../data/optionHistory';
import {anchorOf, pathOfHeading} from '../data/optionPaths';

export interface AddedInBadgesOptions {
  /** The history to read (tests pass a small one). */
  history?: OptionHistory;
}

/** `Added in 5.111.0`, or its Chinese form on pages under i18n/zh/. */
const label = (version: string, file: string | undefined) =>
  isChineseSource(file) ? `${version} 新增` : `Added in ${version}`;

const isConfigurationPage = (file: string | undefined) =>
  file === undefined || /[\\/]configuration[\\/][^\\/]+\.mdx?$/.test(file);

/** The option a heading documents: its text names the path, or its explicit id is the path's anchor. */
function optionOf(
  heading: Heading,
  history: OptionHistory,
  byAnchor: Map<string, string>,
): string | undefined {
  const named = pathOfHeading(toString(heading));
  if (named !== undefined && Object.hasOwn(history.options, named)) return named;
  const id = (heading.data as {id?: string} | undefined)?.id;
  return id === undefined ? undefined : byAnchor.get(id.toLowerCase());
}

const addedInBadges: Plugin<[AddedInBadgesOptions?], Root> = ({history = optionHistory} = {}) => {
  const byAnchor = new Map(Object.keys(history.options).map((path) => [anchorOf(path), path]));
  return (tree, file) => {
    if (!isConfigurationPage(file.path)) return;
    visit(tree, 'heading', (heading: Heading) => {
      if (heading.depth < 2) return;
      const option = optionOf(heading, history, byAnchor);
      const version = option === undefined ? undefined : addedIn(option, history);
      if (version === undefined) return;
      const badge: PhrasingContent = {
        type: 'text',
        value: label(version, file.path),
        data: {hName: 'span', hProperties: {className: ['badge', 'badge--secondary', 'option-added-in']}},
      };
      heading.children.push({type: 'text', value: ' '}, badge);
    });
  };
};

export default addedInBadges;
