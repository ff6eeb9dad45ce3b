/** The share keys the host provides from modules of its own → each module's file (provided-modules.mjs). */
export declare const HOST_PROVIDED_MODULES: {
  readonly 'react-router-dom': string;
  readonly '@mui/material': string;
  readonly '@mui/material/styles': string;
};
/** The names a provided module re-exports, sorted. */
export declare function providedExports(key: keyof typeof HOST_PROVIDED_MODULES): string[];
