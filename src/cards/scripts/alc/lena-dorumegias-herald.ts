import { activated, cardScript, classBonus, restSelf, staticAbility } from '../../define.js';

export default cardScript('lena-dorumegias-herald', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus()),
    // (4), rest: look at four, a Ranger ally card may go to hand; 2 less while Lena is distant.
    activated([{ kind: 'reserve', value: 4, lessWhile: { condition: { kind: 'selfDistant' }, amount: 2 } }, restSelf()],
      [{ op: 'lookAndTake', count: 4, filter: { type: 'ALLY', subtype: 'RANGER' } }]),
  ],
});
