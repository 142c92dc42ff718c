import { becomes, cardScript, championBonus, ifThen, not, staticAbility, target } from '../../define.js';
import type { Effect } from '../../vocabulary.js';

// One six-sided die: 4 plus its result to each champion the controller doesn't control.
const roll: Effect = {
  op: 'rollDice', dice: 1, sides: 6,
  results: [1, 2, 3, 4, 5, 6].map((n) => ({ min: n, max: n, effects: [{ op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: 4 + n } as Effect] })),
};

export default cardScript('potion-infusion-volatility', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, championBonus('Arisanna'))],
  targets: [{ kind: 'object', subtype: 'POTION' }],
  // Only a Potion that was awake is rested ("if you do"); it then has an On Sacrifice ability this turn.
  onResolve: [ifThen(not({ kind: 'targetRested', index: 0 }), [
    { op: 'rest', subject: target(0) },
    becomes(target(0), [{ kind: 'gainAbility', ability: { kind: 'triggered', trigger: { on: 'sacrifice' }, effects: [roll] } }], 'untilEndOfTurn'),
  ])],
});
