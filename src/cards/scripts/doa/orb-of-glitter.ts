import { activated, atBeginningOfYourRecollection, banishSelf, defineCard, draw, memory, triggered } from '../../define.js';

export default defineCard(
  { slug: 'orb-of-glitter', name: 'Orb of Glitter', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['MAGE', 'BAUBLE'], classes: ['MAGE'], element: 'NORM', cost: memory(1) },
  { abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'glimpse', count: 1 }]), activated([banishSelf()], [draw(1)])] },
);
