export { HarnessApp } from './harness-app';
