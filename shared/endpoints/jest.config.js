export { default } from '../../jest.node.config.js';
