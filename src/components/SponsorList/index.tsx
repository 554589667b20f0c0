import {useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import sponsorsData from '@webpack-site/sponsors-data';
import {RANKS, SUPPORT_URL, type DonationMode, type RankName} from '../../data/sponsorTiers';
import {rankSupporters, supporterHref, supporterKey, type RankOptions} from '../../data/sponsorRanking';
import type {SponsorsData, Supporter} from '../../data/sponsors';
import styles from './styles.module.css';

export interface SponsorListProps {
  /** Defaults to the data generated at build time by the sponsors plugin. */
  readonly data?: SponsorsData;
  readonly initialMode?: DonationMode;
  readonly rankOptions?: RankOptions;
}

const OPEN_COLLECTIVE = 'https://opencollective.com/webpack';

export function rankHeading(rank: RankName, mode: DonationMode): string {
  switch (rank) {
    case 'latest':
      return translate({id: 'home.sponsors.heading.latest', message: 'Latest Sponsors'});
    case 'backer':
      return translate({id: 'home.sponsors.heading.backer', message: 'Backers'});
    case 'platinum':
      return mode === 'monthly'
        ? translate({id: 'home.sponsors.heading.platinumMonthly', message: 'Platinum Monthly Sponsors'})
        : translate({id: 'home.sponsors.heading.platinum', message: 'Platinum Sponsors'});
    case 'gold':
      return mode === 'monthly'
        ? translate({id: 'home.sponsors.heading.goldMonthly', message: 'Gold Monthly Sponsors'})
        : translate({id: 'home.sponsors.heading.gold', message: 'Gold Sponsors'});
    case 'silver':
      return mode === 'monthly'
        ? translate({id: 'home.sponsors.heading.silverMonthly', message: 'Silver Monthly Sponsors'})
        : translate({id: 'home.sponsors.heading.silver', message: 'Silver Sponsors'});
    case 'bronze':
    default:
      return mode === 'monthly'
        ? translate({id: 'home.sponsors.heading.bronzeMonthly', message: 'Bronze Monthly Sponsors'})
        : translate({id: 'home.sponsors.heading.bronze', message: 'Bronze Sponsors'});
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function Avatar({supporter}: {supporter: Supporter}) {
  const [broken, setBroken] = useState(false);
  if (supporter.avatar && !broken) {
    return (
      <img
        className={styles.avatar}
        src={supporter.avatar}
        alt={supporter.name}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={styles.nameTag}>
      <span className={styles.initials} aria-hidden="true">
        {initials(supporter.name)}
      </span>
      <span className={styles.name}>{supporter.name}</span>
    </span>
  );
}

function SupporterItem({supporter}: {supporter: Supporter}) {
  const href = supporterHref(supporter);
  return (
    <li className={styles.item}>
      {href ? (
        <Link className={styles.link} href={href} rel="noopener noreferrer nofollow" title={supporter.name}>
          <Avatar supporter={supporter} />
        </Link>
      ) : (
        <span className={styles.link} title={supporter.name}>
          <Avatar supporter={supporter} />
        </span>
      )}
    </li>
  );
}

function StatusNotice({data}: {data: SponsorsData}) {
  if (data.status === 'unavailable') {
    return (
      <div
        className={clsx('alert alert--warning', styles.notice)}
        role="status"
        data-testid="sponsors-unavailable">
        <Translate id="home.sponsors.unavailable">
          The list of sponsors could not be loaded from Open Collective when this site was built. Only
          supporters recorded by hand are shown below.
        </Translate>{' '}
        <Link href={OPEN_COLLECTIVE}>
          <Translate id="home.sponsors.unavailableLink">See the full list on Open Collective.</Translate>
        </Link>
      </div>
    );
  }
  if (data.status === 'cache' && data.fetchedAt) {
    return (
      <p className={styles.updated} data-testid="sponsors-cached">
        <Translate id="home.sponsors.cached" values={{date: data.fetchedAt.slice(0, 10)}}>
          {'Open Collective could not be reached when this site was built: this is the list as of {date}.'}
        </Translate>
      </p>
    );
  }
  return null;
}

/** The sponsors of the webpack collective, by rank, with a monthly/total toggle. */
export default function SponsorList({
  data = sponsorsData,
  initialMode = 'total',
  rankOptions,
}: SponsorListProps): ReactNode {
  const [mode, setMode] = useState<DonationMode>(initialMode);
  const groups = useMemo(
    () => RANKS.map((rank) => ({rank, supporters: rankSupporters(data.supporters, rank, mode, rankOptions)})),
    [data, mode, rankOptions],
  );
  return (
    <div className={styles.sponsors} data-testid="sponsor-list" data-status={data.status}>
      <StatusNotice data={data} />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={mode === 'monthly'}
          onChange={(event) => setMode(event.target.checked ? 'monthly' : 'total')}
        />{' '}
        <Translate id="home.sponsors.monthlyToggle">
          Show monthly sponsors (average over the last year)
        </Translate>
      </label>
      {groups.map(({rank, supporters}) => {
        const headingId = `sponsors-${rank}`;
        return (
          <section
            key={rank}
            className={clsx(styles.rank, styles[rank])}
            aria-labelledby={headingId}
            data-rank={rank}>
            <h3 id={headingId} className={styles.rankTitle}>
              {rankHeading(rank, mode)}
            </h3>
            {supporters.length > 0 ? (
              <ul className={styles.list}>
                {supporters.map((s) => (
                  <SupporterItem key={supporterKey(s)} supporter={s} />
                ))}
              </ul>
            ) : null}
            <Link className={clsx('button button--outline button--primary', styles.cta)} href={SUPPORT_URL}>
              {rank === 'backer' ? (
                <Translate id="home.sponsors.becomeBacker">Become a backer</Translate>
              ) : (
                <Translate id="home.sponsors.becomeSponsor">Become a sponsor</Translate>
              )}
            </Link>
          </section>
        );
      })}
    </div>
  );
}
