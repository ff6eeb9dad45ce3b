export declare const SHARED_IMPORTS_FILE: 'shared-imports.json';
export declare const SHARED_EXPORTS_FILE: 'shared-exports.json';
export declare const ALL_EXPORTS: '*';
