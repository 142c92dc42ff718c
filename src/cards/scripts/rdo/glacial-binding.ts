import { cardScript, staticAbility, targetActivation } from '../../define.js';

export default cardScript('glacial-binding', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'banishFromGraveyard', count: 1, floatingMemory: true } })],
  targets: [targetActivation()],
  onResolve: [{ op: 'unlessPays', target: 0, amount: 3, otherwise: [{ op: 'negate', target: 0, banish: true }] }],
});
