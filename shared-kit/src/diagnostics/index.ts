export { instanceCount, registerInstance } from './instances';
