import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Title and introduction at the top of a standalone page. */
export default function PageIntro({title, children}: {title: ReactNode; children?: ReactNode}): ReactNode {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </header>
  );
}
