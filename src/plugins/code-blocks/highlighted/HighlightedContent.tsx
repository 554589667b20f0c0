import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

// What theme-classic's client module did on every page, done when a code block first needs Prism.
prismIncludeLanguages(Prism);

/** theme-classic's code block content: the <pre> with Prism's tokens. */
export default Content as ComponentType<Props>;
