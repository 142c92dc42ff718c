import { buffPower, cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

// "Each other ally": the allies you control but the target itself (which is one of them as this resolves).
export default cardScript('into-the-fray', {
  targets: [targetAlly({ controller: 'you', optional: true })],
  onResolve: [{ op: 'scaled', x: { of: 'controlled', filter: { type: 'ALLY' } }, plus: -1, effect: buffPower(target(0), 0) }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
