import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Title and introduction at the top of a standalone page. */
export default function PageIntro({title, children}: {title: ReactNode; children?: ReactNode}): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </header>
  );
}
