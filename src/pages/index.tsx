import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Cube from '@site/src/components/Cube';
import ModuleDiagram from '@site/src/components/ModuleDiagram';
import Support from '@site/src/components/Support';
import TextRotator from '@site/src/components/TextRotator';
import styles from './index.module.css';

const INDEX_JS = `import { greet } from './greet.js';

document.body.append(greet('webpack'));
`;

const GREET_JS = `export function greet(name) {
  const message = document.createElement('p');
  message.textContent = \`Hello, \${name}!\`;
  return message;
}
`;

const BUILD_COMMAND = 'npx webpack';
const HTML_SNIPPET = '<script src="main.js"></script>';
const CONFIG_JS = `const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
};
`;

function Splash() {
  const words = [
    translate({id: 'home.splash.word.assets', message: 'assets'}),
    translate({id: 'home.splash.word.scripts', message: 'scripts'}),
    translate({id: 'home.splash.word.images', message: 'images'}),
    translate({id: 'home.splash.word.styles', message: 'styles'}),
  ];
  return (
    // `install-webpack`: the id webpack.js.org's home gives its first section, so old links land here.
    <header className={styles.splash} id="install-webpack">
      <div className={clsx('container', styles.splashInner)}>
        <h1 className={styles.splashTitle}>
          <Translate id="home.splash.title">bundle your</Translate>{' '}
          <TextRotator
            delay={5000}
            maxWidth={110}
            className={styles.rotator}
            label={translate({
              id: 'home.splash.rotatorLabel',
              message: 'assets, scripts, images and styles',
            })}>
            {words.map((word) => (
              <span key={word}>{word}</span>
            ))}
          </TextRotator>
        </h1>
        <p className={styles.splashLead}>
          <Translate id="home.splash.lead">
            webpack is a static module bundler for modern JavaScript applications: it follows the imports
            between your modules and turns them into a few optimized files for the browser.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/">
            <Translate id="home.splash.getStarted">Get Started</Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/concepts/">
            <Translate id="home.splash.concepts">Learn the Concepts</Translate>
          </Link>
        </div>
        <ModuleDiagram className={styles.diagram}>
          <Cube depth={120} repeatDelay={5000} />
        </ModuleDiagram>
      </div>
    </header>
  );
}

function WriteYourCode() {
  return (
    <section className={styles.section} aria-labelledby="write-your-code">
      <div className="container">
        <h2 id="write-your-code" className={styles.sectionTitle}>
          <Translate id="home.write.title">Write Your Code</Translate>
        </h2>
        <p className={styles.sectionLead}>
          <Translate id="home.write.lead">
            Split your application into small modules that import what they need, using standard ES modules
            (CommonJS and AMD work too).
          </Translate>
        </p>
        <div className={styles.codeGrid}>
          <CodeBlock language="js" title="src/index.js">
            {INDEX_JS}
          </CodeBlock>
          <CodeBlock language="js" title="src/greet.js">
            {GREET_JS}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}

function BundleIt() {
  return (
    <section className={clsx(styles.section, styles.sectionAlt)} aria-labelledby="bundle-it">
      <div className="container">
        <h2 id="bundle-it" className={styles.sectionTitle}>
          <Translate id="home.bundle.title">Bundle It</Translate>
        </h2>
        <p className={styles.sectionLead}>
          <Translate id="home.bundle.lead">
            Point webpack at your entry module. It follows every import, from index.js to greet.js, and writes
            a single dist/main.js that the browser loads with one script tag.
          </Translate>
        </p>
        <div className={styles.codeGrid}>
          <CodeBlock language="js" title="webpack.config.js">
            {CONFIG_JS}
          </CodeBlock>
          <div>
            <CodeBlock language="bash" title={translate({id: 'home.bundle.terminal', message: 'Terminal'})}>
              {BUILD_COMMAND}
            </CodeBlock>
            <CodeBlock language="html" title="dist/index.html">
              {HTML_SNIPPET}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}

function DiveIn() {
  return (
    <section className={clsx(styles.section, styles.diveIn)} aria-labelledby="awesome-isnt-it-lets-dive-in">
      <div className="container">
        <h2 id="awesome-isnt-it-lets-dive-in" className={styles.sectionTitle}>
          <Translate id="home.diveIn.title">Awesome isn't it? Let's dive in!</Translate>
        </h2>
        <p className={styles.sectionLead}>
          <Translate id="home.diveIn.lead">
            Set up your first project step by step in the Getting Started guide, or read about entry points,
            output, loaders, plugins and modes in the Concepts section.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/">
            <Translate id="home.diveIn.getStarted">Get Started</Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/concepts/">
            <Translate id="home.diveIn.concepts">Read the Concepts</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'webpack is a module bundler: it bundles JavaScript files, images, styles and other assets for the browser.',
      })}>
      <Splash />
      <main>
        <WriteYourCode />
        <BundleIt />
        <DiveIn />
        <Support />
      </main>
    </Layout>
  );
}
