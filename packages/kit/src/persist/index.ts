export { readLocalState, writeLocalState, clearLocalState } from './localState';
