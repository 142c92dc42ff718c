import type { CardDef } from '../../vocabulary.js';
import tweedledeeContrarianPoet from './tweedledee-contrarian-poet.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  tweedledeeContrarianPoet,
];
