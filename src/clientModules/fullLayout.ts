import type {ClientModule} from '@docusaurus/types';
import {FULL_LAYOUT_ATTRIBUTE} from '../data/fullLayout';

/**
 * The router's moves to an `#anchor` (a search result, the language switcher) lay out the whole new
 * page before Docusaurus scrolls to the heading; a move to a page without one does not
 * (src/data/fullLayout.ts).
 */
const fullLayout: ClientModule = {
  onRouteUpdate({location}) {
    document.documentElement.toggleAttribute(FULL_LAYOUT_ATTRIBUTE, location.hash !== '');
  },
};

export default fullLayout;
