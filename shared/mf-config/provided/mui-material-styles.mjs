// What the host provides to every remote under the share key `@mui/material/styles` (issue 21, ADR 0012).
//
// Shared whole, the styles entry carries every theme helper MUI has (high-contrast and v4 adapters, CSS
// variables themes, responsive font sizes, the legacy makeStyles stubs) where the app uses a handful. This module
// re-exports those and the colour helpers beside them; the host's build tree-shakes the rest, reached through
// the `flowdeck-mui-material-styles-full` alias (importing `@mui/material/styles` here would consume this module
// from the share scope). The same three checks as for `@mui/material` (provided/mui-material.mjs) hold the
// list; adding a name: add it here, publish the host, then the remote.
export {
  ThemeProvider,
  alpha,
  createTheme,
  darken,
  emphasize,
  getContrastRatio,
  keyframes,
  lighten,
  styled,
  useTheme,
} from 'flowdeck-mui-material-styles-full';
