import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {PanelData} from '../../panelData';
import styles from './styles.module.css';

export type {PanelData};

interface TreeNode {
  name: string;
  /** The file's path; undefined for a folder. */
  path?: string;
  children: TreeNode[];
}

/** The paths as a tree of folders and files, folders first, each level sorted. */
export function fileTree(paths: string[]): TreeNode[] {
  const root: TreeNode = {name: '', children: []};
  for (const p of paths) {
    let node = root;
    const parts = p.split('/');
    parts.forEach((part, i) => {
      const isFile = i === parts.length - 1;
      let child = node.children.find((c) => c.name === part && (c.path === undefined) !== isFile);
      if (!child) {
        child = {name: part, path: isFile ? p : undefined, children: []};
        node.children.push(child);
      }
      node = child;
    });
  }
  // Folders first, then by name ignoring case. Not localeCompare: the first call on a page builds a
  // collator for the locale, about 37 ms of a phone's main thread on /zh/ (profile of 2026-11-29).
  const byName = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .sort((a, b) => Number(!!a.path) - Number(!!b.path) || byName(a.name, b.name))
      .map((n) => ({...n, children: sort(n.children)}));
  return sort(root.children);
}

export interface LayoutProps extends PanelData {
  zipUrl: string;
  /** Until the panel's code has loaded, the buttons wait (disabled). */
  onOpenFile?: (path: string) => void;
  onStackBlitz?: () => void;
  /** The file shown, and its text (undefined while it loads). */
  shown?: {path: string; text?: string};
  status?: ReactNode;
}

/** The panel as the server renders it and the browser shows it once its code has loaded. */
export default function Layout(props: LayoutProps): React.JSX.Element {
  const {name, step, steps, zipUrl, files, onOpenFile, onStackBlitz, shown, status} = props;
  const renderNodes = (nodes: TreeNode[]): ReactNode => (
    <ul className={styles.tree}>
      {nodes.map((n) => (
        <li key={n.path ?? `${n.name}/`}>
          {n.path ? (
            <button
              type="button"
              className={styles.file}
              disabled={!onOpenFile}
              aria-pressed={shown?.path === n.path}
              onClick={() => onOpenFile?.(n.path!)}>
              {n.name}
            </button>
          ) : (
            <>
              <span className={styles.folder}>{n.name}/</span>
              {renderNodes(n.children)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <p className={styles.title}>
        <Translate id="exampleProjects.title" values={{name: <code>{name}</code>}}>
          {'Example project {name}'}
        </Translate>
        {steps > 1 && (
          <span className={styles.step}>
            <Translate id="exampleProjects.step" values={{step, steps}}>
              {'as it stands after step {step} of {steps}'}
            </Translate>
          </span>
        )}
      </p>
      <div className={styles.body}>
        <nav
          className={styles.files}
          aria-label={translate({id: 'exampleProjects.files', message: 'Files of {name}'}, {name})}>
          {renderNodes(fileTree(files))}
        </nav>
        <div className={styles.actions}>
          {/* A file to save, not a page: <Link> would route to it. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a className="button button--sm button--primary" href={zipUrl} download>
            <Translate id="exampleProjects.download">Download .zip</Translate>
          </a>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={!onStackBlitz}
            onClick={onStackBlitz}>
            <Translate id="exampleProjects.stackblitz">Open in StackBlitz</Translate>
          </button>
        </div>
      </div>
      {status && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
      {shown && (
        <figure className={styles.viewer}>
          <figcaption>
            <code>{shown.path}</code>
          </figcaption>
          {/* Scrollable, so reachable by keyboard (as theme-classic's code blocks). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>
            <code>{shown.text ?? '…'}</code>
          </pre>
        </figure>
      )}
    </>
  );
}
