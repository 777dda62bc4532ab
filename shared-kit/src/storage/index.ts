export { storage } from './storage';
