import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Node {
  readonly id: string;
  readonly label: string;
  readonly x: number;
  readonly y: number;
}

/** Source modules (left) and the modules each one imports. */
export const MODULES: readonly Node[] = [
  {id: 'index', label: 'index.js', x: 65, y: 170},
  {id: 'app', label: 'app.js', x: 180, y: 80},
  {id: 'styles', label: 'styles.scss', x: 180, y: 170},
  {id: 'logo', label: 'logo.svg', x: 180, y: 260},
  {id: 'utils', label: 'utils.mjs', x: 292, y: 45},
  {id: 'view', label: 'view.hbs', x: 292, y: 115},
  {id: 'photo', label: 'photo.jpg', x: 292, y: 215},
  {id: 'font', label: 'font.woff2', x: 292, y: 295},
];

export const DEPENDENCIES: readonly (readonly [string, string])[] = [
  ['index', 'app'],
  ['index', 'styles'],
  ['index', 'logo'],
  ['app', 'utils'],
  ['app', 'view'],
  ['styles', 'photo'],
  ['styles', 'font'],
];

/** Bundled assets (right). */
export const ASSETS: readonly Node[] = [
  {id: 'js', label: 'main.js', x: 850, y: 50},
  {id: 'css', label: 'main.css', x: 850, y: 125},
  {id: 'svg', label: 'logo.svg', x: 850, y: 215},
  {id: 'jpg', label: 'photo.jpg', x: 850, y: 290},
];

const WIDTH = 960;
const HEIGHT = 350;
const CENTER = {x: 480, y: 170};
/** Box around the module graph. */
const GROUP = {x: 12, y: 15, width: 345, height: 305};
const find = (id: string) => MODULES.find((m) => m.id === id)!;

function Label({node, className}: {node: Node; className?: string}) {
  const width = node.label.length * 8.4 + 24;
  return (
    <g className={className} transform={`translate(${node.x} ${node.y})`}>
      <rect x={-width / 2} y={-15} width={width} height={30} rx={6} />
      <text textAnchor="middle" dominantBaseline="central">
        {node.label}
      </text>
    </g>
  );
}

export interface ModuleDiagramProps {
  /** Shown in the middle, between the modules and the assets (e.g. a Cube). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * "Modules with dependencies → static assets": an accessible SVG (role img,
 * title and description) with a slot in the middle for the cube.
 */
export default function ModuleDiagram({children, className}: ModuleDiagramProps): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const title = translate({
    id: 'home.diagram.title',
    message: 'webpack bundles modules with dependencies into static assets',
  });
  const desc = translate(
    {
      id: 'home.diagram.description',
      message:
        'On the left, {modules} source modules import one another: index.js imports app.js, styles.scss and logo.svg; app.js imports utils.mjs and view.hbs; styles.scss uses photo.jpg and font.woff2. webpack, in the middle, turns them into the bundled assets on the right: {assets}.',
    },
    {modules: MODULES.length, assets: ASSETS.map((a) => a.label).join(', ')},
  );
  return (
    <div className={clsx(styles.diagram, className)}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{title}</title>
        <desc id={descId}>{desc}</desc>
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
          </marker>
        </defs>
        <g className={styles.edges}>
          {DEPENDENCIES.map(([from, to]) => {
            const a = find(from);
            const b = find(to);
            return <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
          })}
        </g>
        <g className={styles.flow}>
          <rect
            className={styles.group}
            x={GROUP.x}
            y={GROUP.y}
            width={GROUP.width}
            height={GROUP.height}
            rx={14}
          />
          <path
            d={`M${GROUP.x + GROUP.width} ${CENTER.y} H ${CENTER.x - 92}`}
            markerEnd={`url(#${id}-arrow)`}
          />
          {ASSETS.map((a) => (
            <path
              key={a.id}
              d={`M${CENTER.x + 92} ${CENTER.y} C ${CENTER.x + 160} ${CENTER.y}, ${a.x - 130} ${a.y}, ${a.x - 60} ${a.y}`}
              markerEnd={`url(#${id}-arrow)`}
            />
          ))}
        </g>
        {MODULES.map((m) => (
          <Label key={m.id} node={m} className={styles.module} />
        ))}
        {ASSETS.map((a) => (
          <Label key={a.id} node={a} className={styles.asset} />
        ))}
        <text className={styles.caption} x={GROUP.x + GROUP.width / 2} y={HEIGHT - 6} textAnchor="middle">
          {translate({id: 'home.diagram.modules', message: 'modules with dependencies'})}
        </text>
        <text className={styles.caption} x={850} y={HEIGHT - 6} textAnchor="middle">
          {translate({id: 'home.diagram.assets', message: 'static assets'})}
        </text>
      </svg>
      {children ? <div className={styles.center}>{children}</div> : null}
    </div>
  );
}
