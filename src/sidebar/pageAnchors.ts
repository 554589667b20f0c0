/**
 * The sidebar anchors of the pages loaded so far, in the browser and on the server. Each page's
 * anchors ship with the page: the Markdown plugin ./remarkPageAnchors.ts makes every doc register
 * its own when its module is evaluated, which Docusaurus does before it renders (or hydrates) the
 * page. The sidebar reads them here by doc id, so they are not in the global sidebar data.
 */
import {useSyncExternalStore} from 'react';
import type {Anchor} from './anchors';

const anchorsByDoc = new Map<string, readonly Anchor[]>();
const listeners = new Set<() => void>();

/** Called by each doc module as it is evaluated; returns the anchors (the module exports them). */
export function registerPageAnchors(docId: string, anchors: readonly Anchor[]): readonly Anchor[] {
  if (anchorsByDoc.get(docId) !== anchors) {
    anchorsByDoc.set(docId, anchors);
    for (const listener of listeners) listener();
  }
  return anchors;
}

export const getPageAnchors = (docId: string): readonly Anchor[] | undefined => anchorsByDoc.get(docId);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page's anchors once its module has been evaluated; updates when it is. */
export function usePageAnchors(docId: string): readonly Anchor[] | undefined {
  const read = () => anchorsByDoc.get(docId);
  return useSyncExternalStore(subscribe, read, read);
}
