import { cardScript, classBonus, onHit, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('gloamspire-wraith', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    triggered(onHit(), [{ op: 'scaled', x: { of: 'eventAmount' }, effect: recover(0) }], { condition: { kind: 'selfDistant' } }),
  ],
});
