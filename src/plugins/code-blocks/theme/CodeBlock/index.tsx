import React, {isValidElement, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

type PrismConfig = ReturnType<typeof useThemeConfig>['prism'];
const oneThemeCache = new WeakMap<PrismConfig, boolean>();

/** Whether both colour modes use the same Prism theme (the config reaches the browser as JSON: compare values). */
function usesOneTheme(prism: PrismConfig): boolean {
  let same = oneThemeCache.get(prism);
  if (same === undefined) {
    same = !prism.darkTheme || JSON.stringify(prism.darkTheme) === JSON.stringify(prism.theme);
    oneThemeCache.set(prism, same);
  }
  return same;
}

/** As theme-classic does: plain string children, so that the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * theme-classic remounts every code block once the page has hydrated (`key={isBrowser}`), so that
 * a dark Prism theme can replace the light one rendered on the server. With one Prism theme in
 * both colour modes the remount only repeats the work: on /configuration/output/ it rebuilt 75
 * blocks in one long task. It is skipped when the two themes are the same; with two themes the
 * original component is used.
 */
export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  if (!usesOneTheme(prism)) return <CodeBlock {...props} />;
  const {children: rawChildren, ...rest} = props;
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...rest}>{children}</StringContent>
  ) : (
    <ElementContent {...rest}>{children}</ElementContent>
  );
}
