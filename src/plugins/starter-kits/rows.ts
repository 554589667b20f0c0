import type {StarterKit} from '../../data/starterKits';

export interface RawStarterProject {
  githubPath: string;
  description?: string | null;
  tags?: string[] | null;
}

/** Projects whose tags include a string containing "webpack". */
export function isWebpackProject(project: RawStarterProject): boolean {
  return (project.tags ?? []).some((tag) => typeof tag === 'string' && tag.includes('webpack'));
}

export function toStarterKit(project: RawStarterProject): StarterKit {
  const [githubUserName = '', githubRepoName = ''] = project.githubPath.split('/');
  return {
    githubPath: project.githubPath,
    githubUrl: `https://github.com/${project.githubPath}`,
    githubUserName,
    githubRepoName,
    description: project.description ?? null,
    // Some entries repeat a tag; keep each once.
    tags: [...new Set(project.tags ?? [])],
  };
}

export function deriveStarterKits(projects: readonly RawStarterProject[]): StarterKit[] {
  return projects.filter(isWebpackProject).map(toStarterKit);
}
