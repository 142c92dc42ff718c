import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'flowerbud', name: 'Flowerbud', types: ['TOKEN', 'PHANTASIA'], subtypes: ['CLERIC', 'FLOWERBUD'], classes: ['CLERIC'], element: 'TERA', cost: reserve(1) },
  {},
);
