import { banishSelf, cardScript, classBonus, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('voltaic-sphere', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 3, { condition: { kind: 'targetMatches', index: 0, filter: { type: 'ALLY' } }, amount: 5 })],
  abilities: [{
    kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [banishSelf()], condition: classBonus(),
    effects: [{ op: 'costChange', amount: -1, who: 'you', filter: { element: 'ARCANE', subtype: 'SPELL' }, next: true }],
  }],
});
