/** Jest stand-in for `@theme/Heading` (mapped in jest.config.mjs): the plain heading element. */
import React, {type HTMLAttributes} from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

export default function Heading({as: Tag, ...props}: Props): React.JSX.Element {
  return <Tag {...props} />;
}
