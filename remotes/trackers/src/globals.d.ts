/** Set by the shared webpack config (DefinePlugin). */
declare const __APP_VERSION__: string;
declare const __API_URL__: string;
