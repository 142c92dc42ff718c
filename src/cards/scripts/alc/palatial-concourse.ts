import { atBeginningOfYourRecollection, defineCard, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'palatial-concourse', name: 'Palatial Concourse', types: ['DOMAIN'], subtypes: ['MAGE', 'CROSSROADS'], classes: ['MAGE'], element: 'NORM', cost: reserve(2) },
  { abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'glimpse', count: 1 }])] },
);
