import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageIntro from '@site/src/components/PageIntro';
import {ProjectGrid} from '@site/src/components/ProjectCard';
import {organizationProjects} from '@site/src/data/organizationProjects';

export default function OrganizationPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'organization.meta.title', message: 'The Organization'})}
      description={translate({
        id: 'organization.meta.description',
        message: 'The projects of the webpack organization on GitHub, their activity and their maintainers.',
      })}>
      <main className="container margin-vert--xl">
        <PageIntro title={<Translate id="organization.title">The Organization</Translate>}>
          <p>
            <Translate id="organization.lead">
              Besides webpack itself, the webpack organization on GitHub looks after the loaders, plugins and
              libraries below. Each card shows how much a project is used and worked on, and who maintains it.
              A project marked "Maintainer needed..." is looking for someone to take care of it: maybe you?
            </Translate>
          </p>
        </PageIntro>
        <ProjectGrid projects={organizationProjects} />
      </main>
    </Layout>
  );
}
