/** Class of the sidebar heading printed where the group changes (e.g. api's "Plugins"); styled in custom.css. */
export const GROUP_HEADING_CLASS = 'sidebar-group-heading';
