import { becomes, cardScript, classBonus, draw, ifThen, not, staticAbility, target } from '../../define.js';

export default cardScript('potion-infusion-clarity', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [{ kind: 'object', subtype: 'POTION' }],
  // Only a Potion that was awake is rested ("if you do"); it then has an On Sacrifice ability this turn.
  onResolve: [ifThen(not({ kind: 'targetRested', index: 0 }), [
    { op: 'rest', subject: target(0) },
    becomes(target(0), [{ kind: 'gainAbility', ability: { kind: 'triggered', trigger: { on: 'sacrifice' }, effects: [draw(2)] } }], 'untilEndOfTurn'),
  ])],
});
