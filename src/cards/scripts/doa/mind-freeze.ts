import { cardScript, classBonus, staticAbility, targetPlayer } from '../../define.js';

export default cardScript('mind-freeze', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [{
    op: 'scaled', x: { of: 'championLevel' },
    effect: { op: 'banishRandomMemoryCards', who: { ref: 'target', index: 0 }, count: 0, returnAtTheirNextEndPhase: true },
  }],
});
