import { cardScript, classBonus, drawIntoMemory, ifThen, staticAbility } from '../../define.js';

export default cardScript('hemorrhaged-intimidation', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'recollection' })],
  onResolve: [
    drawIntoMemory(1),
    // (1) more for every eight damage counters on your champion, on the next card that opponent activates this turn.
    ifThen(classBonus(), [{ op: 'scaled', x: { of: 'championDamage' }, per: 8, effect: { op: 'costChange', amount: 0, who: 'opponents', next: true } }]),
  ],
});
