import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  avatarUrl,
  MAINTAINER_NEEDED_URL,
  profileUrl,
  projectBadges,
  repoUrl,
  type Badge,
  type OrganizationProject,
} from '../../data/organizationProjects';
import styles from './styles.module.css';

/** Alt text of a badge in the site's language (Badge.alt is the English fallback). */
function badgeAlt(badge: Badge, project: OrganizationProject): string {
  const values = {npm: project.npm, repo: project.repo};
  switch (badge.key) {
    case 'npm':
      return translate({id: 'organization.badge.npm', message: '{npm} npm downloads per month'}, values);
    case 'stars':
      return translate({id: 'organization.badge.stars', message: '{repo} GitHub stars'}, values);
    case '6m':
      return translate(
        {id: 'organization.badge.commits6m', message: '{repo} commits in the last 6 months'},
        values,
      );
    case '3m':
      return translate(
        {id: 'organization.badge.commits3m', message: '{repo} commits in the last 3 months'},
        values,
      );
    case '1m':
      return translate(
        {id: 'organization.badge.commits1m', message: '{repo} commits in the last 1 month'},
        values,
      );
    case '1w':
      return translate(
        {id: 'organization.badge.commits1w', message: '{repo} commits in the last 1 week'},
        values,
      );
    case 'issues':
      return translate({id: 'organization.badge.issues', message: '{repo} open issues'}, values);
    case 'prs':
      return translate({id: 'organization.badge.prs', message: '{repo} open pull requests'}, values);
    default:
      return badge.alt;
  }
}

function Badges({badges, project}: {badges: readonly Badge[]; project: OrganizationProject}) {
  return (
    <p className={styles.badges}>
      {badges.map((badge) => (
        <img
          key={badge.key}
          src={badge.url}
          alt={badgeAlt(badge, project)}
          loading="lazy"
          decoding="async"
          height={20}
        />
      ))}
    </p>
  );
}

/** A responsive grid of project cards. */
export function ProjectGrid({projects}: {projects: readonly OrganizationProject[]}): ReactNode {
  return (
    <ul className={styles.grid} data-testid="organization-grid">
      {projects.map((project) => (
        <li key={project.repo}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

/** One project of the webpack organization: repository, badges and maintainer. */
export default function ProjectCard({project}: {project: OrganizationProject}): ReactNode {
  const badges = projectBadges(project);
  return (
    <article className={styles.card} data-testid="project-card">
      <h2 className={styles.title}>
        <Link href={repoUrl(project.repo)}>{project.repo}</Link>
      </h2>
      <p className={styles.description}>
        {/* Ids built from the data: listed in code.json by hand (see README, Translators). */}
        {/* eslint-disable-next-line @docusaurus/string-literal-i18n-messages */}
        {translate({id: `organization.project.${project.npm}.description`, message: project.description})}
      </p>
      <p className={styles.label}>
        <Translate id="organization.card.downloadsAndStars">Downloads and Stars</Translate>
      </p>
      <Badges badges={badges.downloadsAndStars} project={project} />
      <p className={styles.label}>
        <Translate id="organization.card.activity">Activity</Translate>
      </p>
      <Badges badges={badges.activity} project={project} />
      <p className={styles.label}>
        <Translate id="organization.card.issuesAndPrs">Issues and PRs</Translate>
      </p>
      <Badges badges={badges.issuesAndPrs} project={project} />
      <p className={styles.label}>
        <Translate id="organization.card.maintainers">Maintainers</Translate>
      </p>
      <div className={styles.maintainer}>
        {project.maintainer ? (
          <Link
            className={styles.maintainerLink}
            href={profileUrl(project.maintainer)}
            title={project.maintainer}>
            <img
              className={styles.avatar}
              src={avatarUrl(project.maintainer)}
              alt={translate(
                {id: 'organization.card.maintainerAvatar', message: "{handle}'s avatar"},
                {handle: project.maintainer},
              )}
              loading="lazy"
              decoding="async"
              width={45}
              height={45}
            />
            <span>{project.maintainer}</span>
          </Link>
        ) : (
          <Link className={styles.needed} href={MAINTAINER_NEEDED_URL}>
            <Translate id="organization.card.maintainerNeeded">Maintainer needed...</Translate>
          </Link>
        )}
      </div>
    </article>
  );
}
