/** Jest stand-in for `@docusaurus/Link` (mapped in jest.config.mjs): a plain anchor. */
import React, {type AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; autoAddBaseUrl?: boolean};

export default function Link({
  to,
  href,
  autoAddBaseUrl: _autoAddBaseUrl,
  ...props
}: Props): React.JSX.Element {
  return <a href={to ?? href} {...props} />;
}
