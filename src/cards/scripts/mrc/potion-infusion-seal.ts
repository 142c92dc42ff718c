import { becomes, cardScript, ifThen, not, target, targetActivation } from '../../define.js';

export default cardScript('potion-infusion-seal', {
  keywords: ['floatingMemory'],
  targets: [{ kind: 'object', subtype: 'POTION' }],
  // Only a Potion that was awake is rested ("if you do"); it then has an On Sacrifice negation this turn.
  onResolve: [ifThen(not({ kind: 'targetRested', index: 0 }), [
    { op: 'rest', subject: target(0) },
    becomes(target(0), [{ kind: 'gainAbility', ability: {
      kind: 'triggered', trigger: { on: 'sacrifice' }, targets: [targetActivation()],
      effects: [{ op: 'unlessPays', target: 0, amount: 2, otherwise: [{ op: 'negate', target: 0 }] }],
    } }], 'untilEndOfTurn'),
  ])],
});
