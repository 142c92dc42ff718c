import { cardScript, classBonus, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('wind-cutter', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    // A random memory card is revealed; a wind one sends this attack card to its owner's memory.
    triggered(onHit(), [{ op: 'revealRandomFromMemory', filter: { element: 'WIND' }, then: [{ op: 'attackCardTo', to: 'memory' }] }]),
  ],
});
