import { atBeginningOfYourRecollection, defineCard, recover, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'baihua', name: 'Baihua', types: ['TOKEN', 'PHANTASIA'], subtypes: ['CLERIC', 'FLOWER'], classes: ['CLERIC'], element: 'TERA', cost: reserve(1) },
  { abilities: [triggered(atBeginningOfYourRecollection(), [recover(1, 'opponents')])] },
);
