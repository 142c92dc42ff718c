import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('song-of-frost', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'banishFromGraveyard', count: 1, floatingMemory: true } }, classBonus())],
  onResolve: [{ op: 'endCombatPhase' }],
});
