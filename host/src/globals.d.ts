/** Set by the shared webpack config (DefinePlugin). */
declare const __API_URL__: string;
declare const __APP_VERSION__: string;

/** Webpack replaces `process.env.NODE_ENV` at build time ('production' in production builds). */
declare const process: { env: { NODE_ENV?: string } };
