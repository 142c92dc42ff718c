import { defineCard, ifThen, may, onEnter, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'fractal-of-insight', name: 'Fractal of Insight', types: ['PHANTASIA'], subtypes: ['MAGE', 'FRACTAL'], classes: ['MAGE'], element: 'NORM', cost: reserve(2) },
  {
    keywords: ['reservable'],
    // Resting it is the "if you do": only possible while it is awake.
    abilities: [triggered(onEnter(), [ifThen({ kind: 'selfAwake' }, [may({ op: 'rest', subject: self() }, { op: 'glimpse', count: 2 })])])],
  },
);
