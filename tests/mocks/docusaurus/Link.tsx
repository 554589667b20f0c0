/** Jest stand-in for `@docusaurus/Link` (mapped in jest.config.mjs): a plain anchor. */
import React, {type AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; autoAddBaseUrl?: boolean};

export default function Link({
  to,
  href,
  autoAddBaseUrl: _autoAddBaseUrl,
  ...props
}: Props): React.JSX.Element {
  const target = to ?? href;
  // Like the real Link: a link to another site opens in a new tab without an opener, unless the
  // caller says otherwise.
  const external = target !== undefined && /^(https?:)?\/\//.test(target);
  return <a href={target} {...(external && {target: '_blank', rel: 'noopener noreferrer'})} {...props} />;
}
