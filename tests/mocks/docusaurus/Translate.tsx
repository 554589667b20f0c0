/**
 * Jest stand-in for `@docusaurus/Translate` (mapped in jest.config.mjs): English messages,
 * with `{placeholders}` filled like Docusaurus does, React elements included.
 */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .map((part, i) =>
      /^\{\w+\}$/.test(part) && values && part.slice(1, -1) in values ? (
        <React.Fragment key={i}>{values[part.slice(1, -1)]}</React.Fragment>
      ) : (
        part
      ),
    );
}

export function translate(
  {message}: {message: string; id?: string},
  values?: Record<string, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) =>
    values && key in values ? String(values[key]) : match,
  );
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  values?: Values;
}): React.JSX.Element {
  return <>{interpolate(children, values)}</>;
}
