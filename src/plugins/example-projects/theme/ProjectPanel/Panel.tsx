// The panel's behaviour, loaded once a panel scrolls near the view. fflate (to read the zip) and
// StackBlitz's SDK load only when the reader opens a file or asks for StackBlitz: neither weighs on
// a page's first view, even where a panel sits near the top.
import React, {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout, {type LayoutProps} from './Layout';

const zips = new Map<string, Promise<Record<string, string>>>();

/** The project's files from its zip (fetched once per page view). */
export function loadZip(url: string): Promise<Record<string, string>> {
  let files = zips.get(url);
  if (!files) {
    files = Promise.all([fetch(url), import('fflate')])
      .then(async ([response, fflate]) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return {buffer: await response.arrayBuffer(), ...fflate};
      })
      .then(({buffer, unzipSync, strFromU8}) => {
        const entries = unzipSync(new Uint8Array(buffer));
        return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
      });
    files.catch(() => zips.delete(url));
    zips.set(url, files);
  }
  return files;
}

/** The package.json script StackBlitz runs once it has installed: `start` if there is one, else `build`. */
export function startScript(files: Record<string, string>): string {
  try {
    const pkg = JSON.parse(files['package.json'] ?? '{}') as {scripts?: Record<string, string>};
    return pkg.scripts?.start ? 'start' : 'build';
  } catch {
    return 'build';
  }
}

export default function Panel(props: Omit<LayoutProps, 'onOpenFile' | 'onStackBlitz'>): React.JSX.Element {
  const {zipUrl, name, step, steps, open} = props;
  const [shown, setShown] = useState<{path: string; text?: string}>();
  const [status, setStatus] = useState<string>();
  const failed = (error: unknown) =>
    setStatus(
      translate(
        {id: 'exampleProjects.error', message: 'Could not load the project: {error}'},
        {error: String((error as Error)?.message ?? error)},
      ),
    );
  const openFile = (path: string) => {
    if (shown?.path === path) {
      setShown(undefined);
      return;
    }
    setShown({path});
    loadZip(zipUrl).then((files) => setShown({path, text: files[path] ?? ''}), failed);
  };
  const stackBlitz = () => {
    setStatus(translate({id: 'exampleProjects.opening', message: 'Opening StackBlitz…'}));
    Promise.all([loadZip(zipUrl), import('@stackblitz/sdk')])
      .then(([files, {default: sdk}]) => {
        sdk.openProject(
          {
            title: steps > 1 ? `${name} (${step}/${steps})` : name,
            description: `webpack example: ${name}`,
            template: 'node',
            files,
          },
          {newWindow: true, openFile: open, startScript: startScript(files)},
        );
        setStatus(undefined);
      })
      .catch(failed);
  };
  return <Layout {...props} shown={shown} status={status} onOpenFile={openFile} onStackBlitz={stackBlitz} />;
}
