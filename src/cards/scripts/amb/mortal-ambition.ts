import type { Subject } from '../../vocabulary.js';
import { cardScript, modifyLife, staticAbility } from '../../define.js';

const humansAndHorses: Subject = { ref: 'alliesYouControl', anySubtype: ['HUMAN', 'HORSE'] };

export default cardScript('mortal-ambition', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, perControlled: { type: 'ALLY', supertype: 'UNIQUE' } })],
  onResolve: [
    modifyLife(humansAndHorses, 1),
    { op: 'grantKeyword', subject: humansAndHorses, keyword: 'ambush', duration: 'untilEndOfTurn' },
    { op: 'grantKeyword', subject: humansAndHorses, keyword: 'steadfast', duration: 'untilEndOfTurn' },
  ],
});
