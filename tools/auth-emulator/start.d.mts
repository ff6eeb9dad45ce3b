import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const EMULATOR_PROJECT_ID: string;
export declare const DEFAULT_EMULATOR_PORT: number;
export declare const FIREBASE_BIN: string;
export declare function startAuthEmulator(options?: {
  port?: number;
  stdio?: StdioOptions;
}): Promise<{ child: ChildProcess; host: string; projectId: string }>;
