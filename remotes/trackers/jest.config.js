export { default } from '../../jest.dom.config.js';
