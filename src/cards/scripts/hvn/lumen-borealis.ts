import { cardScript, classBonus, onEnter, staticAbility, triggered, whenever } from '../../define.js';
import type { Effect } from '../../vocabulary.js';

const revealOne: Effect = { op: 'revealCards', from: ['memory'], filter: {}, count: 1 };

export default cardScript('lumen-borealis', {
  abilities: [
    triggered(onEnter(), [revealOne]),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, anySubtype: ['ANIMAL'] }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1, anySubtype: ['ANIMAL'] }, classBonus()),
    triggered(whenever('dies', { who: 'you', type: 'ALLY', subtype: 'ANIMAL' }), [revealOne]),
  ],
});
