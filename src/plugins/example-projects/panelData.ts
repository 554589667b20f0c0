/**
 * What a project panel is told (by ./remark.ts, as the MDX element's props): everything it shows
 * before it loads the zip. Shared by the plugin and its theme.
 */
export interface PanelData {
  name: string;
  step: number;
  steps: number;
  /** Below the locale's base URL. */
  zip: string;
  files: string[];
  /** The file StackBlitz opens first. */
  open: string;
}
