import HighlightedContent from './HighlightedContent';

// On the server Prism is always there: every code block of a page is highlighted in its HTML.
export const loadedHighlightedContent = () => HighlightedContent;
export const loadHighlightedContent = async () => HighlightedContent;
