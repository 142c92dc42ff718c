import { activated, cardScript, classBonus, payReserve, self, staticAbility } from '../../define.js';

export default cardScript('chamberlain-toad', {
  abilities: [
    activated([payReserve(2)], [{ op: 'wakeUp', subject: self() }, { op: 'grantKeyword', subject: self(), keyword: 'taunt', duration: 'untilEndOfTurn' }], {
      condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'opponentsPhase', phase: 'recollection' }] },
    }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
