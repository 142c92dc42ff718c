import { activated, banishSelf, defineCard, drawIntoMemory, memory, payReserve, summonToken } from '../../define.js';

export default defineCard(
  { slug: 'backup-charger', name: 'Backup Charger', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'ACCESSORY'], classes: ['CLERIC'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([payReserve(3), banishSelf()], [summonToken('powercell', 1, true), drawIntoMemory(1)])] },
);
