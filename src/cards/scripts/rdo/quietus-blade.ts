import { activated, cardScript, classBonus, payReserve, restSelf, self, staticAbility } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

const emptyMaterialDeck: Condition = { kind: 'allOf', conditions: [classBonus(), { kind: 'materialDeckEmpty' }] };

// The activated ability exists only while the condition holds: modelled as an ability usable only then.
export default cardScript('quietus-blade', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 4 }, emptyMaterialDeck),
    activated([payReserve(3), restSelf()], [{ op: 'grantKeyword', subject: self(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], { condition: emptyMaterialDeck }),
  ],
});
