import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {
  useActiveDocContext,
  useDocsVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {otherVersions} from '@site/src/data/site';
import styles from './styles.module.css';

export interface VersionLink {
  label: string;
  to: string;
}

/** Where a version's link goes: this page in that version, else that version's main page. */
function versionTarget(version: GlobalVersion, samePage: {path: string} | undefined): string {
  return samePage?.path ?? version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

/** Other versions: those built into this site (after `docs:version`), then older external docs. */
export function otherVersionLinks(
  current: string,
  builtIn: readonly {label: string; path: string}[],
  external: readonly {label: string; url: string}[],
): VersionLink[] {
  return [
    ...builtIn.filter((v) => v.label !== current).map((v) => ({label: v.label, to: v.path})),
    ...external
      .filter((v) => !builtIn.some((b) => b.label === v.label))
      .map((v) => ({label: v.label, to: v.url})),
  ];
}

/** "You are reading webpack 5 documentation", with links to the other versions' docs. */
export default function VersionBox(): React.JSX.Element {
  const {label} = useDocsVersion();
  const {alternateDocVersions} = useActiveDocContext(undefined);
  const builtIn = useVersions(undefined).map((version) => ({
    label: version.label,
    path: versionTarget(version, alternateDocVersions[version.name]),
  }));
  const links = otherVersionLinks(label, builtIn, otherVersions);
  return (
    <div className={styles.box}>
      <p className={styles.text}>
        <Translate id="site.versionBox.reading" values={{version: label}}>
          {'You are reading webpack {version} documentation'}
        </Translate>
      </p>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} rel="nofollow noopener noreferrer">
                <Translate id="site.versionBox.other" values={{version: link.label}}>
                  {'webpack {version} documentation'}
                </Translate>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
