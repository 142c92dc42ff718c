import { defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'acerbica', name: 'Acerbica', types: ['TOKEN', 'PHANTASIA'], subtypes: ['CLERIC', 'FLOWER'], classes: ['CLERIC'], element: 'TERA', cost: reserve(1) },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: -1 })] },
);
