import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SponsorListProps} from '../SponsorList';
import styles from './styles.module.css';

const OPEN_COLLECTIVE = 'https://opencollective.com/webpack';

/** Loads the sponsor list (component + build-time data) as a separate chunk. */
export const loadSponsorList = (): Promise<{default: ComponentType<SponsorListProps>}> =>
  import(/* webpackChunkName: "sponsors" */ '../SponsorList');

/**
 * "Support the Team": the sponsors and backers of the webpack collective.
 * The list and its data are not part of the page's first chunk: they are
 * loaded when the section comes near the viewport.
 */
export default function Support({load = loadSponsorList}: {load?: typeof loadSponsorList}): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const [List, setList] = useState<ComponentType<SponsorListProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      load()
        .then((mod) => {
          if (!cancelled) setList(() => mod.default);
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    };
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load]);

  return (
    <section ref={ref} className={styles.support} aria-labelledby="support-the-team" data-testid="support">
      <div className="container">
        <h2 id="support-the-team" className={styles.title}>
          <Translate id="home.support.title">Support the Team</Translate>
        </h2>
        <p className={styles.lead}>
          <Translate id="home.support.lead">
            webpack is built and maintained by volunteers. Donations and sponsorships through Open Collective
            pay for maintenance time, new features and the documentation you are reading. Thank you to
            everyone listed here!
          </Translate>
        </p>
        {List ? (
          <List />
        ) : failed ? (
          <p role="alert" className={styles.notice}>
            <Translate id="home.support.chunkFailed">The list of sponsors could not be loaded.</Translate>{' '}
            <Link href={OPEN_COLLECTIVE}>
              <Translate id="home.support.seeOpenCollective">See all sponsors on Open Collective.</Translate>
            </Link>
          </p>
        ) : (
          <p className={styles.placeholder} aria-live="polite" data-testid="sponsors-placeholder">
            <Translate id="home.support.loading">Loading sponsors…</Translate>
          </p>
        )}
        <noscript>
          <p>
            <Link href={OPEN_COLLECTIVE}>
              <Translate id="home.support.noscript">
                See webpack's sponsors and backers on Open Collective.
              </Translate>
            </Link>
          </p>
        </noscript>
      </div>
    </section>
  );
}
